import BondLite
import Testing

@MainActor
@Suite("Signal")
struct SignalTests {
  @Test("the producer runs once per observer")
  func producerPerObserver() {
    var runs = 0
    let signal = Signal<Int, Never> { observer in
      runs += 1
      observer.receive(runs)
      return NonDisposable.instance
    }
    let (first, _) = signal.record()
    let (second, _) = signal.record()
    #expect(first.elements == [1])
    #expect(second.elements == [2])
  }

  @Test("events after a terminal event are dropped")
  func grammar() {
    let signal = Signal<Int, TestError> { observer in
      observer.receive(1)
      observer.receive(completion: .failure(TestError(code: 1)))
      observer.receive(2)
      observer.receive(completion: .finished)
      return NonDisposable.instance
    }
    let (recording, disposable) = signal.record()
    #expect(recording.events == [.next(1), .failed(TestError(code: 1))])
    #expect(disposable.isDisposed)
  }

  @Test("a terminal event disposes the producer's resources")
  func terminalDisposesProducer() {
    var cancelled = 0
    var send: ((Signal<Int, Never>.Event) -> Void)?
    let signal = Signal<Int, Never> { observer in
      send = observer.on
      return BlockDisposable { cancelled += 1 }
    }
    let (recording, _) = signal.record()
    send?(.next(1))
    send?(.completed)
    send?(.next(2))
    #expect(recording.events == [.next(1), .completed])
    #expect(cancelled == 1)
  }

  @Test("a producer that completes before returning gets its disposable disposed at once")
  func synchronousCompletion() {
    var cancelled = false
    let signal = Signal<Int, Never> { observer in
      observer.receive(lastElement: 7)
      return BlockDisposable { cancelled = true }
    }
    let (recording, _) = signal.record()
    #expect(recording.events == [.next(7), .completed])
    #expect(cancelled)
  }

  @Test("disposing stops delivery and disposes the producer's resources once")
  func dispose() {
    var cancelled = 0
    var send: ((Int) -> Void)?
    let signal = Signal<Int, Never> { observer in
      send = { observer.receive($0) }
      return BlockDisposable { cancelled += 1 }
    }
    let (recording, disposable) = signal.record()
    send?(1)
    disposable.dispose()
    disposable.dispose()
    send?(2)
    #expect(recording.elements == [1])
    #expect(cancelled == 1)
    #expect(disposable.isDisposed)
  }

  @Test("just, sequence, completed, failed and never")
  func creation() {
    #expect(Signal<Int, Never>(just: 3).record().0.events == [.next(3), .completed])
    #expect(
      Signal<Int, Never>(sequence: [1, 2]).record().0.events == [.next(1), .next(2), .completed])
    #expect(Signal<Int, Never>.completed().record().0.events == [.completed])
    #expect(
      Signal<Int, TestError>.failed(TestError(code: 4)).record().0.events
        == [.failed(TestError(code: 4))])
    #expect(Signal<Int, Never>.never().record().0.events.isEmpty)
  }

  @Test("producers may use ReactiveKit's earlier spellings next, failed and completed")
  func earlierSpellings() {
    let completing = Signal<Int, TestError> { observer in
      observer.next(1)
      observer.completed()
      return NonDisposable.instance
    }
    let failing = Signal<Int, TestError> { observer in
      observer.failed(TestError(code: 5))
      return NonDisposable.instance
    }
    #expect(completing.record().0.events == [.next(1), .completed])
    #expect(failing.record().0.events == [.failed(TestError(code: 5))])
  }

  @Test("observeNext, observeCompleted and observeFailed see only their events")
  func typedObservers() {
    let subject = PassthroughSubject<Int, TestError>()
    var elements: [Int] = []
    var failures: [TestError] = []
    var completions = 0
    let observations = [
      subject.observeNext { elements.append($0) },
      subject.observeFailed { failures.append($0) },
      subject.observeCompleted { completions += 1 },
    ]
    subject.send(1)
    subject.send(completion: .failure(TestError(code: 2)))
    #expect(elements == [1])
    #expect(failures == [TestError(code: 2)])
    #expect(completions == 0)
    _ = observations
  }

  @Test("an observer receives the events of a producer started from its own callback")
  func reentrantProducer() {
    let subject = PassthroughSubject<Int, Never>()
    var log: [String] = []
    let outer = subject.observeNext { value in
      log.append("outer \(value)")
      if value == 1 { subject.send(2) }
    }
    subject.send(1)
    #expect(log == ["outer 1", "outer 2"])
    outer.dispose()
  }
}
