import MainLoop
import RxLite

// MARK: - Flow diagrams

extension Binder {
  /// Runs `bind` (the binder applying `event`) inside the binder's layer of a flow diagram.
  static func trace(_ event: Event<Value>, _ bind: () -> Void) {
    FlowTrace.within("Binder<\(Value.self)>", label: event.flowLabel, bind)
  }

  /// Runs `apply` (the binding's scheduled work) as the binder's own doing, whichever
  /// scheduler work happens to run it.
  static func traceApplying(_ apply: () -> Void) {
    FlowTrace.source("Binder<\(Value.self)>", apply)
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Runs `deliver` (the driver handing `event` to its observers) inside the driver's layer.
  static func traceDriver<Delivered>(_ event: Event<Delivered>, _ deliver: () -> Void) {
    FlowTrace.within("Driver<\(Element.self)>", label: event.flowLabel, deliver)
  }

  /// `onNext`, reporting each element as the driver's delivery.
  static func traced(_ onNext: ((Element) -> Void)?) -> ((Element) -> Void)? {
    onNext.map { handler in
      { element in traceDriver(Event.next(element)) { handler(element) } }
    }
  }

  /// `onNext` with an object, reporting each element as the driver's delivery.
  static func traced<Object>(_ onNext: ((Object, Element) -> Void)?)
    -> ((Object, Element) -> Void)?
  {
    onNext.map { handler in
      { object, element in traceDriver(Event.next(element)) { handler(object, element) } }
    }
  }
}

extension Event {
  /// `next(<element>)`, `error(<error>)` or `completed`, for flow diagrams.
  var flowLabel: String {
    switch self {
    case .next(let element): "next(\(element))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
  }
}
