import RxLite
import UIKitLite

extension Reactive where Base: ViewController {
  /// Sends the arguments of every call of `method` on the view controller, after the method
  /// has run: `viewController.rx.methodInvoked(.viewWillAppear).map { _ in }`.
  ///
  /// Nothing is sent for calls made before the subscription; disposing it stops listening.
  @MainActor public func methodInvoked(_ method: LifecycleMethod) -> Observable<[Any]> {
    Observable.create { [weak base] observer in
      guard let base else { return Disposables.create() }
      let observation = base.observeInvocations(of: method) { arguments in
        observer.onNext(arguments)
      }
      return Disposables.create(with: { observation.cancel() })
    }
  }
}
