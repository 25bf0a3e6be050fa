// MARK: - Two sources

extension ObservableType {
  /// Pairs the elements of two sources by index and combines each pair with `resultSelector`.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    let source1 = source1.asObservable()
    let source2 = source2.asObservable()
    return Producer { observer in
      let sink = Zip2Sink(observer: observer, resultSelector: resultSelector)
      sink.subscribe(0, source1) { sink.queue1.append($0) }
      sink.subscribe(1, source2) { sink.queue2.append($0) }
      return sink
    }
  }
}

extension ObservableType where Element == Any {
  /// Pairs the elements of two sources by index into tuples.
  public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
    -> Observable<(O1.Element, O2.Element)>
  {
    Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
  }
}

private final class Zip2Sink<E1, E2, Element>: ZipSink<Element> {
  private let resultSelector: (E1, E2) throws -> Element
  var queue1 = Queue<E1>()
  var queue2 = Queue<E2>()

  init(
    observer: @escaping (Event<Element>) -> Void,
    resultSelector: @escaping (E1, E2) throws -> Element
  ) {
    self.resultSelector = resultSelector
    super.init(observer: observer, arity: 2)
  }

  override var hasElementsFromAll: Bool { !queue1.isEmpty && !queue2.isEmpty }

  override func dequeueResult() throws -> Element {
    guard let first = queue1.dequeue(), let second = queue2.dequeue() else {
      preconditionFailure("zip dequeued from an empty queue")
    }
    return try resultSelector(first, second)
  }
}

// MARK: - Three sources

extension ObservableType {
  /// Groups the elements of three sources by index and combines each group with
  /// `resultSelector`.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    let source1 = source1.asObservable()
    let source2 = source2.asObservable()
    let source3 = source3.asObservable()
    return Producer { observer in
      let sink = Zip3Sink(observer: observer, resultSelector: resultSelector)
      sink.subscribe(0, source1) { sink.queue1.append($0) }
      sink.subscribe(1, source2) { sink.queue2.append($0) }
      sink.subscribe(2, source3) { sink.queue3.append($0) }
      return sink
    }
  }
}

extension ObservableType where Element == Any {
  /// Groups the elements of three sources by index into tuples.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
    Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) {
      ($0, $1, $2)
    }
  }
}

private final class Zip3Sink<E1, E2, E3, Element>: ZipSink<Element> {
  private let resultSelector: (E1, E2, E3) throws -> Element
  var queue1 = Queue<E1>()
  var queue2 = Queue<E2>()
  var queue3 = Queue<E3>()

  init(
    observer: @escaping (Event<Element>) -> Void,
    resultSelector: @escaping (E1, E2, E3) throws -> Element
  ) {
    self.resultSelector = resultSelector
    super.init(observer: observer, arity: 3)
  }

  override var hasElementsFromAll: Bool {
    !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty
  }

  override func dequeueResult() throws -> Element {
    guard let first = queue1.dequeue(), let second = queue2.dequeue(),
      let third = queue3.dequeue()
    else {
      preconditionFailure("zip dequeued from an empty queue")
    }
    return try resultSelector(first, second, third)
  }
}
