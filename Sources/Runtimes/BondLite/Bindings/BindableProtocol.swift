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

  /// Binds the signal to `target` through `setter` until the target is deallocated, as Bond
  /// does: the binding ends with the target, so it needs no bag.
  ///
  ///     viewModel.isStartSelected.bind(to: self) { controller, isSelected in … }
  @inlinable
  @discardableResult
  public func bind<Target: Deallocatable>(
    to target: Target, setter: @escaping (Target, Element) -> Void
  ) -> Disposable {
    take(until: target.deallocated).observeNext { [weak target] element in
      if let target { setter(target, element) }
    }
  }
}

extension BindableProtocol where Self: SignalProtocol, Self.Error == Never {
  /// Binds the two ways at once, as Bond's two-way binding: the receiver's elements set
  /// `target`, and `target`'s elements set the receiver. The receiver's current value wins:
  /// it is applied to `target` first.
  ///
  ///     viewModel.title.bidirectionalBind(to: titleField.reactive.text)
  ///
  /// An element one side applies to the other is not sent back: while one direction applies
  /// an element, the other ignores what that makes its source send (two properties would
  /// otherwise set each other for ever).
  ///
  /// The binding ends when the returned disposable is disposed, or when either side ends it
  /// (a property ends its bindings when it is deallocated, a view's bond when the view is).
  @discardableResult
  public func bidirectionalBind<Target: BindableProtocol & SignalProtocol>(
    to target: Target
  ) -> Disposable where Target.Element == Element, Target.Error == Never {
    let applying = ApplyingFlag()
    let forward = toSignal().ignoringEvents(while: applying).bind(to: target)
    let backward = target.toSignal().ignoringEvents(while: applying).bind(to: self)
    return CompositeDisposable([forward, backward])
  }
}

/// Whether one direction of a two-way binding is applying an element.
final class ApplyingFlag {
  var isSet = false
}

extension Signal {
  /// Passes on each element unless `flag` is set, setting it while the element is delivered.
  fileprivate func ignoringEvents(while flag: ApplyingFlag) -> Signal<Element, Error> {
    Signal(unchecked: { observer in
      self.observe { event in
        guard case .next = event else { return observer(event) }
        guard !flag.isSet else { return }
        flag.isSet = true
        defer { flag.isSet = false }
        observer(event)
      }
    })
  }
}
