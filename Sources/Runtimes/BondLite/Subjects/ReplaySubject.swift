/// A subject that replays the last `bufferSize` elements, and the terminal event, to each new
/// observer.
public final class ReplaySubject<Element, Error: Swift.Error>: Subject<Element, Error> {
  /// How many elements are replayed.
  public let bufferSize: Int
  private var buffer: [Element] = []

  /// Creates a subject replaying up to `bufferSize` elements (all by default).
  public init(bufferSize: Int = .max) {
    self.bufferSize = max(0, bufferSize)
    super.init(remembersEvents: true)
  }

  override func remember(_ event: Signal<Element, Error>.Event) {
    guard case .next(let element) = event, bufferSize > 0 else { return }
    if buffer.count == bufferSize { buffer.removeFirst() }
    buffer.append(element)
  }

  override func replay(to observer: Observer<Element, Error>) {
    for element in buffer { observer(.next(element)) }
  }
}

/// A subject that replays its latest element, and the terminal event, to each new observer.
public final class ReplayOneSubject<Element, Error: Swift.Error>: Subject<Element, Error> {
  private var latest: Element?

  /// Creates a subject with nothing to replay yet.
  public override init() {
    super.init(remembersEvents: true)
  }

  override func remember(_ event: Signal<Element, Error>.Event) {
    if case .next(let element) = event { latest = element }
  }

  override func replay(to observer: Observer<Element, Error>) {
    if let latest { observer(.next(latest)) }
  }
}

/// A ``ReplaySubject`` that cannot fail.
public typealias SafeReplaySubject<Element> = ReplaySubject<Element, Never>

/// A ``ReplayOneSubject`` that cannot fail.
public typealias SafeReplayOneSubject<Element> = ReplayOneSubject<Element, Never>
