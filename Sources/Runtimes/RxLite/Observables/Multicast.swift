// MARK: - multicast, publish, replay

extension ObservableType {
  /// Multicasts the source through `subject`, which is used for every connection.
  public func multicast<Subject: SubjectType>(_ subject: Subject)
    -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
  {
    ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
  }

  /// Multicasts the source through a subject made by `makeSubject` for each connection; the
  /// subject is dropped when the connection ends.
  public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
    -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
  {
    ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
  }

  /// Multicasts the source through a `PublishSubject`.
  public func publish() -> ConnectableObservable<Element> {
    multicast(makeSubject: { PublishSubject() })
  }

  /// Multicasts the source through a `ReplaySubject` keeping `bufferSize` elements.
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
  }

  /// Multicasts the source through a `ReplaySubject` keeping every element.
  public func replayAll() -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject.createUnbounded() })
  }
}

private final class ConnectableObservableAdapter<Subject: SubjectType>:
  ConnectableObservable<Subject.Element>
{
  private let source: Observable<Subject.Observer.Element>
  private let makeSubject: () -> Subject
  fileprivate var subject: Subject?
  fileprivate var connection: MulticastConnection<Subject>?

  init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
    self.source = source
    self.makeSubject = makeSubject
  }

  private var lazySubject: Subject {
    if let subject { return subject }
    let subject = makeSubject()
    self.subject = subject
    return subject
  }

  override func connect() -> Disposable {
    if let connection { return connection }
    let subscription = SingleAssignmentDisposable()
    let connection = MulticastConnection(
      parent: self, observer: lazySubject.asObserver(), subscription: subscription)
    self.connection = connection
    subscription.setDisposable(source.subscribe(handler: { connection.on($0) }))
    return connection
  }

  override func subscribe(handler: @escaping (Event<Subject.Element>) -> Void) -> Disposable {
    lazySubject.subscribe(AnyObserver(eventHandler: handler))
  }
}

private final class MulticastConnection<Subject: SubjectType>: Disposable {
  private var parent: ConnectableObservableAdapter<Subject>?
  private var subscription: Disposable?
  private let observer: Subject.Observer
  private var isDisposed = false

  init(
    parent: ConnectableObservableAdapter<Subject>, observer: Subject.Observer,
    subscription: Disposable
  ) {
    self.parent = parent
    self.observer = observer
    self.subscription = subscription
  }

  func on(_ event: Event<Subject.Observer.Element>) {
    guard !isDisposed else { return }
    if event.isStopEvent { dispose() }
    observer.on(event)
  }

  func dispose() {
    isDisposed = true
    guard let parent = parent.take() else { return }
    if parent.connection === self {
      parent.connection = nil
      parent.subject = nil
    }
    subscription.take()?.dispose()
  }
}
