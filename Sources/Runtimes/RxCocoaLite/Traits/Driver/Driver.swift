import RxLite

/// A shared sequence for driving UI: it never errors, delivers on the main scheduler, and
/// shares one subscription among its observers, replaying the latest element to each new one
/// (`share(replay: 1, scope: .whileConnected)`).
///
/// Build one with `asDriver(onErrorJustReturn:)` and consume it with `drive(_:)`.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of ``Driver``: replay the latest element while connected, deliver on
/// ``SharingScheduler/make``'s scheduler.
public struct DriverSharingStrategy: SharingStrategyProtocol {
  /// The scheduler drivers deliver on.
  public static var scheduler: SchedulerType { SharingScheduler.make() }

  /// Shares `source` with a replay of one element while it has observers.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Returns `self` as a ``Driver``.
  public func asDriver() -> Driver<Element> {
    asSharedSequence()
  }
}
