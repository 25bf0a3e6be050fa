import RxLite
import UIKitLite

extension Reactive where Base: Control {
  /// The `events` the control sends, as a sequence of `Void`; it completes when the control
  /// is deallocated.
  @MainActor public func controlEvent(_ controlEvents: Control.Event) -> ControlEvent<Void> {
    let source = Observable<Void>.create { [weak control = base] observer in
      guard let control else {
        observer.on(.completed)
        return Disposables.create()
      }
      let target = ControlTarget(
        control: control, events: controlEvents, observer: observer, callback: { _ in () })
      return Disposables.create(with: target.dispose)
    }
    return ControlEvent(events: source)
  }

  /// A property of the control, read with `getter` on subscription and each time the control
  /// sends one of `editingEvents`, and written with `setter`.
  @MainActor public func controlProperty<T>(
    editingEvents: Control.Event, getter: @escaping (Base) -> T,
    setter: @escaping (Base, T) -> Void
  ) -> ControlProperty<T> {
    let source = Observable<T>.create { [weak weakControl = base] observer in
      guard let control = weakControl else {
        observer.on(.completed)
        return Disposables.create()
      }
      observer.on(.next(getter(control)))
      let target = ControlTarget(
        control: control, events: editingEvents, observer: observer, callback: getter)
      return Disposables.create(with: target.dispose)
    }
    return ControlProperty(values: source, valueSink: Binder(base, binding: setter))
  }

  /// Binds whether the control is enabled.
  @MainActor public var isEnabled: Binder<Bool> {
    Binder(base) { control, isEnabled in
      control.isEnabled = isEnabled
    }
  }
}
