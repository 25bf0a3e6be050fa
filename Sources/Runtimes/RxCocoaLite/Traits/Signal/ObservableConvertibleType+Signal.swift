import RxLite

extension ObservableConvertibleType {
  /// Converts the sequence to a ``Signal`` that ends with `onErrorJustReturn` instead of an
  /// error.
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    let source = asObservable()
      .observe(on: SignalSharingStrategy.scheduler)
      .catchAndReturn(onErrorJustReturn)
    return Signal(source)
  }

  /// Converts the sequence to a ``Signal`` that continues with `onErrorSignalWith` instead of
  /// an error.
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    let source = asObservable()
      .observe(on: SignalSharingStrategy.scheduler)
      .catch { _ in onErrorSignalWith.asObservable() }
    return Signal(source)
  }
}
