import RxLite

/// A sequence that shares its subscription among its observers, never errors and delivers on
/// its sharing strategy's scheduler: the common shape of ``Driver`` and ``Signal``.
///
/// Operators on it keep those guarantees, so a chain that starts as a `Driver` stays one.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
  SharedSequenceConvertibleType
{
  private let source: Observable<Element>

  /// Wraps `source`, shared the strategy's way.
  init(_ source: Observable<Element>) {
    self.source = SharingStrategy.share(source)
  }

  /// Wraps `source` as is; the caller guarantees it already has the sequence's properties.
  init(raw source: Observable<Element>) {
    self.source = source
  }

  /// Returns the shared sequence as an `Observable`.
  public func asObservable() -> Observable<Element> {
    source
  }

  /// Returns `self`.
  public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
    self
  }
}

/// How a kind of ``SharedSequence`` shares its subscription and where it delivers.
public protocol SharingStrategyProtocol {
  /// The scheduler every element is delivered on.
  static var scheduler: SchedulerType { get }

  /// Shares `source` among the sequence's observers.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be converted to a ``SharedSequence``.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
  /// The sharing strategy of the sequence.
  associatedtype SharingStrategy: SharingStrategyProtocol

  /// Converts `self` to a ``SharedSequence``.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

// MARK: - Creating shared sequences

extension SharedSequence {
  /// A sequence that completes at once, on the strategy's scheduler.
  public static func empty() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
  }

  /// A sequence that never sends anything.
  public static func never() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.never())
  }

  /// A sequence of one element, sent on the strategy's scheduler.
  public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
  }

  /// A sequence built by `factory` for each subscription.
  public static func deferred(
    _ factory: @escaping () -> SharedSequence<SharingStrategy, Element>
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.deferred { factory().asObservable() })
  }

  /// A sequence of `elements`, sent on the strategy's scheduler.
  public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
  }
}
