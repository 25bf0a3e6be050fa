import RxLite

extension PublishRelay {
  /// The relay's elements as a ``Signal``.
  public func asSignal() -> Signal<Element> {
    asSignal(onErrorSignalWith: .empty())
  }
}
