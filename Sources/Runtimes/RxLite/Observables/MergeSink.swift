/// Subscribes to inner sequences and forwards their events, completing when the source and
/// all inner sequences have completed.
@usableFromInline final class MergeSink<Element>: Sink<Element> {
  @usableFromInline let group = CompositeDisposable()
  @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
  @usableFromInline let maxConcurrent: Int
  @usableFromInline @exclusivity(unchecked) var activeCount = 0
  @usableFromInline @exclusivity(unchecked) var isStopped = false
  @usableFromInline @exclusivity(unchecked) var waiting: [Observable<Element>] = []

  @inlinable init(observer: @escaping (Event<Element>) -> Void, maxConcurrent: Int) {
    self.maxConcurrent = maxConcurrent
    super.init(observer: observer)
  }

  /// The observable that maps the source's elements with `selector` and merges the results.
  @inlinable static func producer<SourceElement>(
    source: Observable<SourceElement>, maxConcurrent: Int,
    selector: @escaping (SourceElement) throws -> Observable<Element>
  ) -> Observable<Element> {
    Producer { observer in
      let sink = MergeSink(observer: observer, maxConcurrent: maxConcurrent)
      sink.upstream = sink.group
      _ = sink.group.insert(sink.sourceSubscription)
      sink.sourceSubscription.setDisposable(
        source.subscribe(handler: { event in
          switch event {
          case .next(let element):
            let inner: Observable<Element>
            do {
              inner = try selector(element)
            } catch {
              sink.forwardStop(.error(error))
              return
            }
            sink.innerArrived(inner)
          case .error(let error):
            sink.forwardStop(.error(error))
          case .completed:
            sink.isStopped = true
            sink.sourceSubscription.dispose()
            sink.checkCompleted()
          }
        }))
      return sink
    }
  }

  @inlinable func innerArrived(_ inner: Observable<Element>) {
    guard !isDisposed else { return }
    if activeCount < maxConcurrent {
      activeCount += 1
      subscribeInner(inner)
    } else {
      waiting.append(inner)
    }
  }

  @inlinable func subscribeInner(_ inner: Observable<Element>) {
    let subscription = SingleAssignmentDisposable()
    guard let key = group.insert(subscription) else { return }
    subscription.setDisposable(
      inner.subscribe(handler: { event in
        switch event {
        case .next:
          self.forwardOn(event)
        case .error:
          self.forwardStop(event)
        case .completed:
          self.group.remove(for: key)
          self.innerCompleted()
        }
      }))
  }

  @inlinable func innerCompleted() {
    if !waiting.isEmpty {
      subscribeInner(waiting.removeFirst())
    } else {
      activeCount -= 1
      checkCompleted()
    }
  }

  @inlinable func checkCompleted() {
    if isStopped && activeCount == 0 {
      forwardStop(.completed)
    }
  }

  @usableFromInline override func disposeResources() {
    waiting = []
  }
}
