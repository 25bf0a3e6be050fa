/// A signal: a producer that runs for each observer, as in ReactiveKit.
///
///     let ticks = Signal<Int, Never> { observer in
///       observer.receive(1)
///       observer.receive(completion: .finished)
///       return NonDisposable.instance
///     }
///
/// The producer's observer keeps the event grammar: after a failure or completion, or once the
/// observation is disposed, further events are dropped and the producer's disposable is
/// disposed.
public struct Signal<Element, Error: Swift.Error>: SignalProtocol {
  /// Produces the events for one observer and returns what cancels them.
  public typealias Producer = (AnyObserver<Element, Error>) -> Disposable

  @usableFromInline let producer: (@escaping Observer<Element, Error>) -> Disposable

  /// Creates a signal from `producer`, run once per observer.
  public init(_ producer: @escaping Producer) {
    self.producer = { observer in
      let sink = ProducerSink(observer)
      sink.attach(producer(AnyObserver(observer: sink.on)))
      return sink
    }
  }

  /// Creates a signal whose producer is trusted to keep the event grammar (operators).
  @inlinable
  init(unchecked producer: @escaping (@escaping Observer<Element, Error>) -> Disposable) {
    self.producer = producer
  }

  /// Runs the producer for `observer`.
  @inlinable
  public func observe(with observer: @escaping Observer<Element, Error>) -> Disposable {
    producer(observer)
  }
}

/// A signal that cannot fail.
public typealias SafeSignal<Element> = Signal<Element, Never>

// MARK: - Creating signals

extension Signal {
  /// A signal that sends `element`, then completes.
  public init(just element: Element) {
    self.init { observer in
      observer.receive(lastElement: element)
      return NonDisposable.instance
    }
  }

  /// A signal that sends the elements of `sequence`, then completes.
  public init<S: Sequence>(sequence: S) where S.Element == Element {
    self.init { observer in
      for element in sequence { observer.receive(element) }
      observer.receive(completion: .finished)
      return NonDisposable.instance
    }
  }

  /// A signal that completes without sending anything.
  public static func completed() -> Signal<Element, Error> {
    Signal { observer in
      observer.receive(completion: .finished)
      return NonDisposable.instance
    }
  }

  /// A signal that fails with `error` without sending anything.
  public static func failed(_ error: Error) -> Signal<Element, Error> {
    Signal { observer in
      observer.receive(completion: .failure(error))
      return NonDisposable.instance
    }
  }

  /// A signal that never sends anything.
  public static func never() -> Signal<Element, Error> {
    Signal(unchecked: { _ in NonDisposable.instance })
  }
}
