import UIKitLite

extension ReactiveExtensions where Base: Control {
  /// Sends the control each time it sends one of `events`, until disposed; completes when the
  /// control is deallocated, so whatever it is bound to lets go of it.
  @MainActor
  public func controlEvents(_ events: Control.Event) -> SafeSignal<Base> {
    let control = base
    let events = Signal<Base, Never> { [weak control] observer in
      guard let control else {
        observer.receive(completion: .finished)
        return NonDisposable.instance
      }
      let action = Action { [weak control] _, _ in
        if let control { observer.receive(control) }
      }
      control.addAction(action, for: events)
      return BlockDisposable { [weak control] in
        control?.removeAction(action, for: events)
      }
    }
    return events.take(until: control.deallocated)
  }

  /// Binds to the control's `isEnabled`.
  @MainActor
  public var isEnabled: Bond<Bool> {
    bond { control, isEnabled in control.isEnabled = isEnabled }
  }
}
