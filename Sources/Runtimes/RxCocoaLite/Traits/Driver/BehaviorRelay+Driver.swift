import RxLite

extension BehaviorRelay {
  /// The relay's current value and every later one, as a ``Driver``.
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}
