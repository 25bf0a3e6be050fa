extension SignalProtocol {
  /// Delivers each event through `context`, in order (ReactiveKit's `receive(on:)`).
  ///
  /// Disposing the observation cancels the events the context has not delivered yet. Events
  /// must be sent from one thread, the one that observes.
  ///
  /// - Complexity: O(1) per event; what cancels each pending event is kept until disposal.
  public func receive(on context: ExecutionContext) -> Signal<Element, Error> {
    Signal(unchecked: { observer in
      let pending = CompositeDisposable()
      let upstream = self.observe { event in
        if let delivery = context.execute({ observer(event) }) { pending += delivery }
      }
      return CompositeDisposable([upstream, pending])
    })
  }
}
