/// The bookkeeping shared by every arity of `zip`.
///
/// Elements are queued per source; the result is emitted whenever every queue has one. As in
/// RxSwift 5 and later, the result completes when every source has completed.
class ZipSink<Element>: Sink<Element> {
  let subscriptions: [SingleAssignmentDisposable]
  private var isDone: [Bool]

  init(observer: @escaping (Event<Element>) -> Void, arity: Int) {
    subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
    isDone = Array(repeating: false, count: arity)
    super.init(observer: observer)
    upstream = Disposables.create(subscriptions)
  }

  /// Whether every source has a queued element.
  var hasElementsFromAll: Bool { rxAbstractMethod() }

  /// Dequeues one element per source and combines them.
  func dequeueResult() throws -> Element { rxAbstractMethod() }

  /// Emits a result if every source has a queued element.
  final func next() {
    guard hasElementsFromAll else { return }
    let value: Element
    do {
      value = try dequeueResult()
    } catch {
      forwardStop(.error(error))
      return
    }
    forwardOn(.next(value))
  }

  /// Handles a stop event of source `index`.
  final func stop(_ index: Int, _ event: Event<some Any>) {
    subscriptions[index].dispose()
    if case .error(let error) = event {
      forwardStop(.error(error))
      return
    }
    isDone[index] = true
    if isDone.allSatisfy({ $0 }) { forwardStop(.completed) }
  }

  /// Subscribes `source` as source number `index`, queuing its elements with `enqueue`.
  final func subscribe<SourceElement>(
    _ index: Int, _ source: Observable<SourceElement>,
    enqueue: @escaping (SourceElement) -> Void
  ) {
    subscriptions[index].setDisposable(
      source.subscribe(handler: { event in
        guard case .next(let value) = event else { return self.stop(index, event) }
        enqueue(value)
        self.next()
      }))
  }
}
