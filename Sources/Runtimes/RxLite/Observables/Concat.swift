// MARK: - concat

extension ObservableType {
  /// Emits the events of `self` and then, after it completes, those of `second`.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }

  /// Subscribes to each sequence of `sequence` after the previous one completes; an error
  /// terminates the result at once.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
  where Sequence.Element == Observable<Element> {
    concatenating(Array(sequence))
  }

  /// Subscribes to each sequence of `collection` after the previous one completes.
  public static func concat<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<Element> where Collection.Element == Observable<Element>
  {
    concatenating(Array(collection))
  }

  /// Subscribes to each of `sources` after the previous one completes.
  public static func concat(_ sources: [Observable<Element>]) -> Observable<Element> {
    concatenating(sources)
  }

  /// Subscribes to each of `sources` after the previous one completes.
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concatenating(sources)
  }

  static func concatenating(_ sources: [Observable<Element>]) -> Observable<Element> {
    Producer { observer in
      let sink = ConcatSink(observer: observer, sources: sources)
      sink.start()
      return sink
    }
  }
}

// MARK: - Sink

/// Subscribes to a list of sequences one after another.
///
/// A source that completes synchronously hands over to the next one without growing the
/// stack: the next subscription starts once the current `subscribe` call has returned.
private final class ConcatSink<Element>: Sink<Element> {
  private let sources: [Observable<Element>]
  private let current = SerialDisposable()
  private var index = 0
  private var isSubscribing = false
  private var pendingMove = false

  init(observer: @escaping (Event<Element>) -> Void, sources: [Observable<Element>]) {
    self.sources = sources
    super.init(observer: observer)
    upstream = current
  }

  func start() {
    moveNext()
  }

  private func moveNext() {
    guard !isSubscribing else {
      pendingMove = true
      return
    }
    repeat {
      pendingMove = false
      guard !isDisposed else { return }
      guard index < sources.count else {
        forwardStop(.completed)
        return
      }
      let source = sources[index]
      index += 1
      let subscription = SingleAssignmentDisposable()
      current.disposable = subscription
      isSubscribing = true
      subscription.setDisposable(
        source.subscribe(handler: { event in
          switch event {
          case .next: self.forwardOn(event)
          case .error: self.forwardStop(event)
          case .completed: self.moveNext()
          }
        }))
      isSubscribing = false
    } while pendingMove
  }
}
