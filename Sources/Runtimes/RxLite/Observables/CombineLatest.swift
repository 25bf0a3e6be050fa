/// The bookkeeping shared by every arity of `combineLatest`.
///
/// The result is emitted once every source has produced an element, and then on every new
/// element; it completes when all sources have completed, or as soon as a source produces an
/// element while every other source has completed without being able to contribute.
@usableFromInline class CombineLatestSink<Element>: Sink<Element> {
  @usableFromInline final let subscriptions: [SingleAssignmentDisposable]
  @usableFromInline @exclusivity(unchecked) final var hasValue: [Bool]
  @usableFromInline @exclusivity(unchecked) final var isDone: [Bool]
  @usableFromInline @exclusivity(unchecked) final var numberOfValues = 0
  @usableFromInline @exclusivity(unchecked) final var numberOfDone = 0

  @inlinable init(observer: @escaping (Event<Element>) -> Void, arity: Int) {
    subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
    hasValue = Array(repeating: false, count: arity)
    isDone = Array(repeating: false, count: arity)
    super.init(observer: observer)
    upstream = Disposables.create(subscriptions)
  }

  /// Records that source `index` produced an element, then emits `result()` if every source
  /// has one.
  @inlinable final func next(_ index: Int, result: () throws -> Element) {
    if !hasValue[index] {
      hasValue[index] = true
      numberOfValues += 1
    }
    if numberOfValues == hasValue.count {
      let value: Element
      do {
        value = try result()
      } catch {
        forwardStop(.error(error))
        return
      }
      forwardOn(.next(value))
    } else if isDone.indices.allSatisfy({ $0 == index || isDone[$0] }) {
      forwardStop(.completed)
    }
  }

  /// Handles a stop event of source `index`.
  @inlinable final func stop(_ index: Int, _ event: Event<some Any>) {
    subscriptions[index].dispose()
    if case .error(let error) = event {
      forwardStop(.error(error))
      return
    }
    guard !isDone[index] else { return }
    isDone[index] = true
    numberOfDone += 1
    if numberOfDone == isDone.count { forwardStop(.completed) }
  }
}
