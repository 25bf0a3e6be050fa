import BondLite
import Testing

@MainActor
@Suite("Subjects")
struct SubjectTests {
  @Test("a passthrough subject sends each event to the observers registered at the time")
  func passthrough() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(0)
    let (first, _) = subject.record()
    subject.send(1)
    let (second, _) = subject.record()
    subject.send(2)
    #expect(first.elements == [1, 2])
    #expect(second.elements == [2])
  }

  @Test("after completion the subject ignores events and a late observer gets the completion")
  func terminal() {
    let subject = PassthroughSubject<Int, TestError>()
    let (early, _) = subject.record()
    subject.send(completion: .failure(TestError(code: 1)))
    subject.send(1)
    subject.send(completion: .finished)
    let (late, lateDisposable) = subject.record()
    #expect(subject.isTerminated)
    #expect(early.events == [.failed(TestError(code: 1))])
    #expect(late.events == [.failed(TestError(code: 1))])
    #expect(lateDisposable.isDisposed)
  }

  @Test("an observer disposed during delivery gets nothing more, even of that event")
  func disposeDuringDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    var second: Disposable?
    var log: [String] = []
    let first = subject.observeNext { value in
      log.append("first \(value)")
      second?.dispose()
    }
    second = subject.observeNext { value in log.append("second \(value)") }
    subject.send(1)
    subject.send(2)
    #expect(log == ["first 1", "first 2"])
    _ = first
  }

  @Test("an observer registered during delivery starts with the next event")
  func registerDuringDelivery() {
    let subject = PassthroughSubject<Int, Never>()
    var late: Recording<Int, Never>?
    var lateDisposable: Disposable?
    let first = subject.observeNext { _ in
      guard late == nil else { return }
      (late, lateDisposable) = subject.record()
    }
    subject.send(1)
    subject.send(2)
    #expect(late?.elements == [2])
    first.dispose()
    lateDisposable?.dispose()
  }

  @Test("an observer may send again: nested deliveries keep order and honour disposals")
  func reentrantSend() {
    let subject = PassthroughSubject<Int, Never>()
    var log: [String] = []
    var third: Disposable?
    let first = subject.observeNext { value in
      log.append("first \(value)")
      if value == 1 {
        subject.send(2)
        third?.dispose()
      }
    }
    let second = subject.observeNext { log.append("second \($0)") }
    third = subject.observeNext { log.append("third \($0)") }
    subject.send(1)
    subject.send(3)
    #expect(
      log == [
        "first 1", "first 2", "second 2", "third 2", "second 1", "first 3", "second 3",
      ])
    first.dispose()
    second.dispose()
    #expect(third?.isDisposed == true)
  }

  @Test("an observer disposing itself stops receiving")
  func selfDisposal() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var disposable: Disposable?
    disposable = subject.observeNext { value in
      received.append(value)
      disposable?.dispose()
    }
    subject.send(1)
    subject.send(2)
    #expect(received == [1])
  }

  @Test("send(lastElement:) sends and completes; Void subjects send() and next()")
  func conveniences() {
    let subject = PassthroughSubject<Int, Never>()
    let (recording, _) = subject.record()
    subject.send(lastElement: 5)
    #expect(recording.events == [.next(5), .completed])

    let taps = SafePublishSubject<Void>()
    var count = 0
    let observation = taps.observeNext { count += 1 }
    taps.send()
    taps.next()
    #expect(count == 2)
    _ = observation
  }

  @Test("a replay subject replays its buffer, then the terminal event")
  func replay() {
    let subject = ReplaySubject<Int, Never>(bufferSize: 2)
    subject.send(1)
    subject.send(2)
    subject.send(3)
    let (beforeEnd, _) = subject.record()
    subject.send(completion: .finished)
    let (afterEnd, _) = subject.record()
    #expect(beforeEnd.events == [.next(2), .next(3), .completed])
    #expect(afterEnd.events == [.next(2), .next(3), .completed])
  }

  @Test("a replay-one subject replays its latest element")
  func replayOne() {
    let subject = SafeReplayOneSubject<String>()
    let (empty, _) = subject.record()
    subject.send("a")
    subject.send("b")
    let (late, _) = subject.record()
    #expect(empty.elements == ["a", "b"])
    #expect(late.elements == ["b"])
  }

  @Test("binding a signal to a subject forwards its elements until disposed")
  func bindToSubject() {
    let source = PassthroughSubject<Int, Never>()
    let target = PassthroughSubject<Int, Never>()
    let (recording, _) = target.record()
    let binding = source.bind(to: target)
    source.send(1)
    binding.dispose()
    source.send(2)
    #expect(recording.elements == [1])
  }
}
