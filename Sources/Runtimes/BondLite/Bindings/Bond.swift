/// A binding target: applies each bound element to an object through a setter, holding the
/// object weakly. UI extensions such as `label.reactive.text` are bonds.
///
///     viewModel.title.bind(to: label.reactive.text)
///
/// A bond made with the target's `deallocated` signal — every UI extension's is — ends the
/// binding when the target is deallocated, as Bond does, so the binding needs no bag.
public struct Bond<Element>: BindableProtocol {
  private weak var target: AnyObject?
  private let deallocated: SafeSignal<Void>?
  private let setter: (AnyObject, Element) -> Void

  /// Creates a bond applying elements to `target` with `setter`; bindings to it last until
  /// disposed, dropping the elements that arrive after the target is gone.
  public init<Target: AnyObject>(target: Target, setter: @escaping (Target, Element) -> Void) {
    self.init(target: target, deallocated: nil, setter: setter)
  }

  /// Creates a bond applying elements to `target` with `setter`; bindings to it end when
  /// `deallocated` completes (or sends), which it does when the target is deallocated.
  public init<Target: AnyObject>(
    target: Target, deallocated: SafeSignal<Void>?, setter: @escaping (Target, Element) -> Void
  ) {
    self.target = target
    self.deallocated = deallocated
    self.setter = { object, element in setter(unsafeDowncast(object, to: Target.self), element) }
  }

  /// Applies each element of `signal` to the target while it is alive.
  public func bind(signal: Signal<Element, Never>) -> Disposable {
    let setter = self.setter
    let elements = deallocated.map { signal.take(until: $0) } ?? signal
    return elements.observeNext { [weak target] element in
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

extension ReactiveExtensions where Base: Deallocatable {
  /// A ``Bond`` applying elements to the base object with `setter`, ending each binding when
  /// the object is deallocated.
  public func bond<Element>(setter: @escaping (Base, Element) -> Void) -> Bond<Element> {
    Bond(target: base, deallocated: base.deallocated, setter: setter)
  }
}
