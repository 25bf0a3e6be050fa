/// Something a signal can be bound to — a property, a subject, a UI target — that manages the
/// observation itself.
public protocol BindableProtocol {
  /// The type of the elements accepted.
  associatedtype Element

  /// Observes `signal`, applying its elements, and returns what ends the binding.
  func bind(signal: Signal<Element, Never>) -> Disposable
}

extension SignalProtocol where Error == Never {
  /// Binds the signal to `bindable`: each element is applied to it until the returned
  /// disposable (usually put in a bag) is disposed.
  @inlinable
  @discardableResult
  public func bind<B: BindableProtocol>(to bindable: B) -> Disposable where B.Element == Element {
    bindable.bind(signal: toSignal())
  }

  /// Binds the signal to a `bindable` of optional elements.
  @inlinable
  @discardableResult
  public func bind<B: BindableProtocol>(to bindable: B) -> Disposable
  where B.Element == Element? {
    bindable.bind(signal: map { Optional.some($0) })
  }

  /// Binds the signal to `target` through `setter`, holding the target weakly: elements that
  /// arrive after the target is gone are dropped.
  @inlinable
  @discardableResult
  public func bind<Target: AnyObject>(
    to target: Target, setter: @escaping (Target, Element) -> Void
  ) -> Disposable {
    observeNext { [weak target] element in
      if let target { setter(target, element) }
    }
  }
}
