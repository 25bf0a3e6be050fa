// MARK: - Collections of sources

extension ObservableType {
  /// Combines the latest elements of every source in `collection` with `resultSelector`;
  /// an empty collection completes at once.
  public static func combineLatest<Collection: Swift.Collection>(
    _ collection: Collection,
    resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
  ) -> Observable<Element> where Collection.Element: ObservableType {
    let sources = collection.map { $0.asObservable() }
    return Producer { observer in
      let sink = CombineLatestCollectionSink<Collection.Element.Element, Element>(
        observer: observer, arity: sources.count)
      guard !sources.isEmpty else {
        sink.forwardStop(.completed)
        return sink
      }
      let result = { try resultSelector(sink.latest.map { $0.unsafelyUnwrapped }) }
      for (index, source) in sources.enumerated() {
        sink.subscriptions[index].setDisposable(
          source.subscribe(handler: { event in
            guard case .next(let value) = event else { return sink.stop(index, event) }
            sink.latest[index] = value
            sink.next(index, result: result)
          }))
      }
      return sink
    }
  }

  /// Combines the latest elements of every source in `collection` into arrays.
  public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
    -> Observable<[Element]>
  where Collection.Element: ObservableType, Collection.Element.Element == Element {
    Observable<[Element]>.combineLatest(collection) { $0 }
  }
}

final class CombineLatestCollectionSink<SourceElement, Element>: CombineLatestSink<Element> {
  var latest: [SourceElement?]

  override init(observer: @escaping (Event<Element>) -> Void, arity: Int) {
    latest = Array(repeating: nil, count: arity)
    super.init(observer: observer, arity: arity)
  }
}
