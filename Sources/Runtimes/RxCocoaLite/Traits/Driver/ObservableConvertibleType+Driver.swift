import RxLite

extension ObservableConvertibleType {
  /// Converts the sequence to a ``Driver`` that ends with `onErrorJustReturn` instead of an
  /// error.
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    let source = asObservable()
      .observe(on: DriverSharingStrategy.scheduler)
      .catchAndReturn(onErrorJustReturn)
    return Driver(source)
  }

  /// Converts the sequence to a ``Driver`` that continues with `onErrorDriveWith` instead of
  /// an error.
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    let source = asObservable()
      .observe(on: DriverSharingStrategy.scheduler)
      .catch { _ in onErrorDriveWith.asObservable() }
    return Driver(source)
  }

  /// Converts the sequence to a ``Driver`` that continues with the driver `onErrorRecover`
  /// returns for the error.
  public func asDriver(
    onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>
  ) -> Driver<Element> {
    let source = asObservable()
      .observe(on: DriverSharingStrategy.scheduler)
      .catch { error in onErrorRecover(error).asObservable() }
    return Driver(source)
  }
}
