/// A binding target: applies each bound element to an object through a setter, holding the
/// object weakly. UI extensions such as `label.reactive.text` are bonds.
///
///     viewModel.title.bind(to: label.reactive.text)
public struct Bond<Element>: BindableProtocol {
  private weak var target: AnyObject?
  private let setter: (AnyObject, Element) -> Void

  /// Creates a bond applying elements to `target` with `setter`.
  public init<Target: AnyObject>(target: Target, setter: @escaping (Target, Element) -> Void) {
    self.target = target
    self.setter = { object, element in setter(unsafeDowncast(object, to: Target.self), element) }
  }

  /// Applies each element of `signal` to the target while it is alive.
  public func bind(signal: Signal<Element, Never>) -> Disposable {
    let setter = self.setter
    return signal.observeNext { [weak target] element in
      if let target { setter(target, element) }
    }
  }
}

extension ReactiveExtensions where Base: AnyObject {
  /// A ``Bond`` applying elements to the base object with `setter`.
  public func bond<Element>(setter: @escaping (Base, Element) -> Void) -> Bond<Element> {
    Bond(target: base, setter: setter)
  }
}
