import RxLite

extension ControlEvent {
  /// The control's events as a ``Driver`` (a control event never errors).
  public func asDriver() -> Driver<Element> {
    asDriver { _ in Driver.empty() }
  }
}
