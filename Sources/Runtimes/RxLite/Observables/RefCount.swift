// MARK: - refCount

extension ConnectableObservableType {
  /// Connects when the first subscriber arrives and disconnects when the last one leaves or
  /// the source terminates.
  public func refCount() -> Observable<Element> {
    RefCount(source: self)
  }
}

private final class RefCount<Source: ConnectableObservableType>: Observable<Source.Element> {
  private let source: Source
  private var count = 0
  private var connectionId = 0
  private var connection: Disposable?

  init(source: Source) {
    self.source = source
  }

  override func subscribe(handler: @escaping (Event<Source.Element>) -> Void) -> Disposable {
    CurrentThreadScheduler.subscribeTrampolined { run(handler) }
  }

  private func run(_ handler: @escaping (Event<Source.Element>) -> Void) -> Disposable {
    let sink = Sink(observer: handler)
    var connectionIdSnapshot = -1
    let subscription = source.subscribe(
      AnyObserver { event in
        switch event {
        case .next:
          sink.forwardOn(event)
        case .error, .completed:
          if self.connectionId == connectionIdSnapshot {
            let connection = self.connection
            self.count = 0
            self.connectionId &+= 1
            self.connection = nil
            connection?.dispose()
          }
          sink.forwardStop(event)
        }
      })
    connectionIdSnapshot = connectionId
    guard !sink.isDisposed else {
      subscription.dispose()
      return sink
    }
    if count == 0 {
      count = 1
      connection = source.connect()
    } else {
      count += 1
    }
    sink.setUpstream(
      Disposables.create {
        subscription.dispose()
        guard self.connectionId == connectionIdSnapshot else { return }
        self.count -= 1
        if self.count == 0 {
          self.connection.take()?.dispose()
        }
      })
    return sink
  }
}
