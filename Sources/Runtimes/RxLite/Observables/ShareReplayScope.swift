// MARK: - share

/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope: Sendable {
  /// Each connection to the source has its own subject: when the subscriber count drops to
  /// zero, or the source terminates, the connection and its replay buffer are dropped, and the
  /// next subscriber connects anew.
  case whileConnected
  /// One subject serves every connection: after the source terminates, new subscribers
  /// receive the replay buffer and the stop event, and the source is not subscribed again.
  case forever
}

extension ObservableType {
  /// Shares one subscription to the source among all subscribers, replaying the latest
  /// `replay` elements to each new subscriber.
  ///
  /// The source is subscribed when the first subscriber arrives; with `.whileConnected` it is
  /// unsubscribed when the last one leaves.
  @inlinable public func share(
    replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected
  ) -> Observable<Element> {
    precondition(replay >= 0, "replay can't be negative")
    switch (scope, replay) {
    case (.whileConnected, 0), (.whileConnected, 1):
      return ShareWhileConnected(source: asObservable(), replaysLatest: replay == 1) {
        connection in { connection.on($0) }
      }
    case (.whileConnected, _):
      return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
    case (.forever, 0):
      return multicast(PublishSubject()).refCount()
    case (.forever, _):
      return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
    }
  }
}

// MARK: - Implementation for .whileConnected with replay 0 or 1

/// Shares one connection to the source while it has subscribers.
@usableFromInline final class ShareWhileConnected<Element>: Observable<Element> {
  @usableFromInline typealias Connection = ShareConnection<Element>

  @usableFromInline let source: Observable<Element>
  @usableFromInline let replaysLatest: Bool
  @usableFromInline let handler: (Connection) -> (Event<Element>) -> Void
  @usableFromInline @exclusivity(unchecked) var connection: Connection?

  /// Creates the shared sequence; `handler` builds the event handler of a connection (it is
  /// passed in so that it is specialized where the chain is built).
  @inlinable init(
    source: Observable<Element>, replaysLatest: Bool,
    handler: @escaping (Connection) -> (Event<Element>) -> Void
  ) {
    self.source = source
    self.replaysLatest = replaysLatest
    self.handler = handler
    super.init()
  }

  @usableFromInline override func subscribe(
    handler: @escaping (Event<Element>) -> Void
  ) -> Disposable {
    let connection = self.connection ?? makeConnection()
    let isFirst = connection.observers.activeCount == 0
    let subscription = connection.subscribe(handler)
    if isFirst { connection.connect(to: source, with: self.handler(connection)) }
    return subscription
  }

  private func makeConnection() -> Connection {
    let connection = Connection(parent: self, replaysLatest: replaysLatest)
    self.connection = connection
    return connection
  }
}

/// One connection of a `ShareWhileConnected`: the source subscription, the observers and the
/// latest element.
@usableFromInline final class ShareConnection<Element> {
  @usableFromInline let parent: ShareWhileConnected<Element>
  @usableFromInline let observers = SubjectObserverList()
  @usableFromInline let replaysLatest: Bool
  @usableFromInline let subscription = SingleAssignmentDisposable()
  @usableFromInline @exclusivity(unchecked) var element: Element?
  @usableFromInline @exclusivity(unchecked) var isDisposed = false

  @usableFromInline init(parent: ShareWhileConnected<Element>, replaysLatest: Bool) {
    self.parent = parent
    self.replaysLatest = replaysLatest
    observers.whenEmptied = { [unowned self] in self.disconnect() }
  }

  /// Forwards a source event to the observers; a stop event ends the connection first.
  @inlinable func on(_ event: Event<Element>) {
    guard !isDisposed else { return }
    if case .next(let value) = event {
      if replaysLatest { element = value }
      observers.dispatch(event)
    } else {
      disconnect()
      observers.dispatch(event)
      observers.disposeAll()
    }
  }

  @usableFromInline func subscribe(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
    if let element { handler(.next(element)) }
    return observers.insert(handler)
  }

  @usableFromInline func connect(
    to source: Observable<Element>, with handler: @escaping (Event<Element>) -> Void
  ) {
    subscription.setDisposable(source.subscribe(handler: handler))
  }

  /// Ends the connection: the next subscriber to the parent connects anew.
  @usableFromInline func disconnect() {
    guard !isDisposed else { return }
    isDisposed = true
    if parent.connection === self { parent.connection = nil }
    observers.whenEmptied = nil
    subscription.dispose()
  }
}
