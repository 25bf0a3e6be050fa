import RxLite

/// A shared sequence for events: like ``Driver`` it never errors and delivers on the main
/// scheduler, but it replays nothing, so a new observer only sees what happens afterwards.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of ``Signal``: share while connected, without replay.
public struct SignalSharingStrategy: SharingStrategyProtocol {
  /// The scheduler signals deliver on.
  public static var scheduler: SchedulerType { SharingScheduler.make() }

  /// Shares `source` while it has observers, replaying nothing.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(scope: .whileConnected)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Returns `self` as a ``Signal``.
  public func asSignal() -> Signal<Element> {
    asSharedSequence()
  }
}
