import BondLite

/// An error to fail signals with in tests.
struct TestError: Error, Equatable {
  let code: Int
}

/// Every event one observation received.
final class Recording<Element, Failure: Swift.Error> {
  private(set) var events: [Signal<Element, Failure>.Event] = []

  /// The observer closure that appends to ``events``.
  var observer: Observer<Element, Failure> {
    { [self] event in events.append(event) }
  }

  /// The elements received, in order.
  var elements: [Element] { events.compactMap(\.element) }

  /// Whether the last event is `.completed`.
  var isCompleted: Bool { events.last?.isCompleted ?? false }

  /// The error of the last event, if it is `.failed`.
  var failure: Failure? { events.last?.error }
}

extension SignalProtocol {
  /// Observes the signal into a new ``Recording``.
  func record() -> (Recording<Element, Error>, Disposable) {
    let recording = Recording<Element, Error>()
    let disposable = observe(with: recording.observer)
    return (recording, disposable)
  }
}
