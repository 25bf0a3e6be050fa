// MARK: - of, from

extension ObservableType {
  /// Returns a sequence that emits `elements` in order, then completes, on `scheduler`.
  ///
  /// - Complexity: O(1) per element.
  public static func of(
    _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    from(elements, scheduler: scheduler)
  }

  /// Returns a sequence that emits the elements of `array` in order, then completes, on
  /// `scheduler`.
  public static func from(
    _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    emitting(array, scheduler: scheduler)
  }

  /// Returns a sequence that emits the elements of `sequence` in order, then completes, on
  /// `scheduler`.
  public static func from<Sequence: Swift.Sequence>(
    _ sequence: Sequence, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> where Sequence.Element == Element {
    emitting(sequence, scheduler: scheduler)
  }

  static func emitting<Sequence: Swift.Sequence>(
    _ sequence: Sequence, scheduler: ImmediateSchedulerType
  ) -> Observable<Element> where Sequence.Element == Element {
    Producer { observer in
      let sink = Sink(observer: observer)
      sink.setUpstream(
        scheduler.scheduleRecursive(sequence.makeIterator()) { iterator, recurse in
          var iterator = iterator
          if let next = iterator.next() {
            sink.forwardOn(.next(next))
            recurse(iterator)
          } else {
            sink.forwardStop(.completed)
          }
        })
      return sink
    }
  }

  /// Returns a sequence that emits `optional`'s value if there is one, then completes.
  public static func from(optional: Element?) -> Observable<Element> {
    Producer(trampolined: false) { observer in
      if let optional { observer(.next(optional)) }
      observer(.completed)
      return Disposables.create()
    }
  }

  /// Returns a sequence that emits `optional`'s value if there is one, then completes, on
  /// `scheduler`.
  public static func from(optional: Element?, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    Producer { observer in
      let sink = Sink(observer: observer)
      sink.setUpstream(
        scheduler.schedule(optional) { optional in
          if let optional { sink.forwardOn(.next(optional)) }
          sink.forwardStop(.completed)
          return Disposables.create()
        })
      return sink
    }
  }
}

// MARK: - range, repeatElement

extension ObservableType where Element: RxAbstractInteger {
  /// Returns a sequence of `count` consecutive integers starting at `start`, on `scheduler`.
  public static func range(
    start: Element, count: Element,
    scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    precondition(count >= 0, "count can't be negative")
    precondition(start &+ (count - 1) >= start || count == 0, "overflow of count")
    return emitting((0..<count).lazy.map { start + $0 }, scheduler: scheduler)
  }
}

extension ObservableType {
  /// Returns a sequence that repeats `element` forever, on `scheduler`.
  public static func repeatElement(
    _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    emitting(Swift.repeatElement(element, count: .max), scheduler: scheduler)
  }
}
