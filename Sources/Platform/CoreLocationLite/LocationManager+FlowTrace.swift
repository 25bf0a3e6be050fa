import MainLoop

// MARK: - Flow diagrams

extension LocationManager {
  /// Calls `call` on the delegate, reported as a hop from the manager into the delegate's
  /// layer; the device handing the manager what it delivers is drawn as its cause.
  func notify(_ call: String, _ body: (LocationManagerDelegate) -> Void) {
    guard let delegate else { return }
    FlowTrace.within(
      String(describing: type(of: delegate)), label: call, from: "LocationManager", cause: call,
      isInput: call == "didUpdateLocations"
    ) { body(delegate) }
  }
}
