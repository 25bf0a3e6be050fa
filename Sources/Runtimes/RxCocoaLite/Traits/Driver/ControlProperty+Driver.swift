import RxLite

extension ControlProperty {
  /// The property's values as a ``Driver`` (a control property never errors).
  public func asDriver() -> Driver<Element> {
    asDriver { _ in Driver.empty() }
  }
}
