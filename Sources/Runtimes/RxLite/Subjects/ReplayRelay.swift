/// A `ReplaySubject` wrapper that only emits elements: it never terminates.
public final class ReplayRelay<Element>: ObservableType {
  @usableFromInline let subject: ReplaySubject<Element>

  private init(subject: ReplaySubject<Element>) {
    self.subject = subject
  }

  /// Creates a relay that replays the latest `bufferSize` elements.
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(subject: .create(bufferSize: bufferSize))
  }

  /// Creates a relay that replays every element.
  public static func createUnbound() -> ReplayRelay<Element> {
    ReplayRelay(subject: .createUnbounded())
  }

  /// Buffers `event` and emits it to the current subscribers.
  @inlinable public func accept(_ event: Element) {
    subject.on(.next(event))
  }

  /// Subscribes `observer`: it receives the buffered elements, then every later one.
  @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// Returns the relay as an observable sequence.
  @inlinable public func asObservable() -> Observable<Element> {
    subject
  }
}
