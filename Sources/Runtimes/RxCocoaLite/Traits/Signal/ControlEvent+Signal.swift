import RxLite

extension ControlEvent {
  /// The control's events as a ``Signal`` (a control event never errors).
  public func asSignal() -> Signal<Element> {
    asSignal(onErrorSignalWith: .empty())
  }
}
