// MARK: - Collections of sources

extension ObservableType {
  /// Groups the elements of every source in `collection` by index and combines each group
  /// with `resultSelector`; an empty collection completes at once.
  public static func zip<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    let sources = collection.map { $0.asObservable() }
    return Producer { observer in
      let sink = ZipCollectionSink(
        observer: observer, arity: sources.count, resultSelector: resultSelector)
      guard !sources.isEmpty else {
        sink.forwardStop(.completed)
        return sink
      }
      for (index, source) in sources.enumerated() {
        sink.subscribe(index, source) { sink.queues[index].append($0) }
      }
      return sink
    }
  }

  /// Groups the elements of every source in `collection` by index into arrays.
  public static func zip<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.zip(collection) { $0 }
  }
}

private final class ZipCollectionSink<SourceElement, Element>: ZipSink<Element> {
  private let resultSelector: ([SourceElement]) throws -> Element
  var queues: [Queue<SourceElement>]

  init(
    observer: @escaping (Event<Element>) -> Void, arity: Int,
    resultSelector: @escaping ([SourceElement]) throws -> Element
  ) {
    self.resultSelector = resultSelector
    queues = Array(repeating: Queue(), count: arity)
    super.init(observer: observer, arity: arity)
  }

  override var hasElementsFromAll: Bool { queues.allSatisfy { !$0.isEmpty } }

  override func dequeueResult() throws -> Element {
    var values: [SourceElement] = []
    values.reserveCapacity(queues.count)
    for index in queues.indices {
      guard let value = queues[index].dequeue() else {
        preconditionFailure("zip dequeued from an empty queue")
      }
      values.append(value)
    }
    return try resultSelector(values)
  }
}
