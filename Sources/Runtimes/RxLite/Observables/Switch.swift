// MARK: - flatMapLatest, switchLatest

extension ObservableType {
  /// Projects each element to a sequence and forwards only the events of the most recent one;
  /// the previous inner subscription is disposed when a new element arrives.
  ///
  /// Completes when the source and the latest inner sequence have completed.
  @inlinable public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping (Element) throws -> Source
  ) -> Observable<Source.Element> {
    SwitchSink.producer(source: asObservable()) { try selector($0).asObservable() }
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Forwards only the events of the most recent inner sequence this sequence emitted.
  @inlinable public func switchLatest() -> Observable<Element.Element> {
    SwitchSink.producer(source: asObservable()) { $0.asObservable() }
  }
}

// MARK: - Sink

@usableFromInline final class SwitchSink<Element>: Sink<Element> {
  @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
  @usableFromInline let innerSubscription = SerialDisposable()
  @usableFromInline @exclusivity(unchecked) var isStopped = false
  @usableFromInline @exclusivity(unchecked) var hasLatest = false
  @usableFromInline @exclusivity(unchecked) var latest = 0

  @inlinable override init(observer: @escaping (Event<Element>) -> Void) {
    super.init(observer: observer)
  }

  @inlinable static func producer<SourceElement>(
    source: Observable<SourceElement>,
    selector: @escaping (SourceElement) throws -> Observable<Element>
  ) -> Observable<Element> {
    Producer { observer in
      let sink = SwitchSink(observer: observer)
      sink.upstream = Disposables.create(sink.sourceSubscription, sink.innerSubscription)
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
            sink.switchTo(inner)
          case .error(let error):
            sink.forwardStop(.error(error))
          case .completed:
            sink.isStopped = true
            sink.sourceSubscription.dispose()
            if !sink.hasLatest { sink.forwardStop(.completed) }
          }
        }))
      return sink
    }
  }

  /// Disposes the previous inner subscription and subscribes to `inner`.
  @inlinable func switchTo(_ inner: Observable<Element>) {
    hasLatest = true
    latest &+= 1
    let id = latest
    let subscription = SingleAssignmentDisposable()
    innerSubscription.disposable = subscription
    subscription.setDisposable(
      inner.subscribe(handler: { event in
        if event.isStopEvent { subscription.dispose() }
        guard self.latest == id else { return }
        switch event {
        case .next:
          self.forwardOn(event)
        case .error:
          self.forwardStop(event)
        case .completed:
          self.hasLatest = false
          if self.isStopped { self.forwardStop(event) }
        }
      }))
  }
}
