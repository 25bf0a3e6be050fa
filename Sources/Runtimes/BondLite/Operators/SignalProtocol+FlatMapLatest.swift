extension SignalProtocol {
  /// Maps each element to a signal and passes on the events of the latest one only: a new
  /// element disposes the previous inner signal.
  ///
  /// Fails when the outer signal or the current inner signal fails; completes when the outer
  /// signal has completed and the current inner signal (if any) has too.
  public func flatMapLatest<O: SignalProtocol>(
    _ transform: @escaping (Element) -> O
  ) -> Signal<O.Element, Error> where O.Error == Error {
    Signal(unchecked: { observer in
      let state = FlatMapLatestState<O.Element, Error>(observer)
      state.outer.otherDisposable = self.observe { event in
        switch event {
        case .next(let element): state.switchTo(transform(element))
        case .failed(let error): state.finish(.failed(error))
        case .completed: state.outerCompleted()
        }
      }
      return BlockDisposable { state.dispose() }
    })
  }
}

extension SignalProtocol where Error == Never {
  /// ``flatMapLatest(_:)`` for a safe outer signal whose inner signals can fail.
  public func flatMapLatest<O: SignalProtocol>(
    _ transform: @escaping (Element) -> O
  ) -> Signal<O.Element, O.Error> {
    let outer: Signal<Element, O.Error> = castError()
    return outer.flatMapLatest(transform)
  }
}

/// The state of one `flatMapLatest` observation.
final class FlatMapLatestState<Element, Error: Swift.Error> {
  private var observer: Observer<Element, Error>?
  let outer = SerialDisposable(otherDisposable: nil)
  private var inner: Disposable?
  private var innerGeneration = 0
  private var innerActive = false
  private var outerDone = false

  init(_ observer: @escaping Observer<Element, Error>) {
    self.observer = observer
  }

  func switchTo<S: SignalProtocol>(_ signal: S) where S.Element == Element, S.Error == Error {
    guard observer != nil else { return }
    inner?.dispose()
    innerGeneration += 1
    let generation = innerGeneration
    innerActive = true
    let subscription = signal.observe { event in
      guard generation == self.innerGeneration else { return }
      switch event {
      case .next: self.observer?(event)
      case .failed: self.finish(event)
      case .completed:
        self.innerActive = false
        if self.outerDone { self.finish(.completed) }
      }
    }
    if generation == innerGeneration, observer != nil {
      inner = subscription
    } else {
      subscription.dispose()
    }
  }

  func outerCompleted() {
    outerDone = true
    if !innerActive { finish(.completed) }
  }

  func finish(_ event: Signal<Element, Error>.Event) {
    guard let observer else { return }
    self.observer = nil
    observer(event)
    dispose()
  }

  func dispose() {
    observer = nil
    innerGeneration += 1
    inner?.dispose()
    inner = nil
    outer.dispose()
  }
}
