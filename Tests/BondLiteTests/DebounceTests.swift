import BondLite
import MainLoop
import Testing

@MainActor
@Suite("debounce on a virtual-time main loop")
struct DebounceTests {
  @Test("only the last element of a burst arrives, once the quiet period has passed")
  func burst() {
    let loop = MainLoop(mode: .virtual)
    let subject = PassthroughSubject<String, Never>()
    let (recording, _) = subject.debounce(for: 0.5, queue: loop).record()
    subject.send("r")
    loop.advance(by: .milliseconds(200))
    subject.send("ra")
    loop.advance(by: .milliseconds(200))
    subject.send("ram")
    loop.advance(by: .milliseconds(499))
    #expect(recording.elements.isEmpty)
    loop.advance(by: .milliseconds(1))
    #expect(recording.elements == ["ram"])
    loop.advance(by: .seconds(5))
    #expect(recording.elements == ["ram"])
  }

  @Test("elements far enough apart all arrive")
  func spaced() {
    let loop = MainLoop(mode: .virtual)
    let subject = PassthroughSubject<Int, Never>()
    let (recording, _) = subject.debounce(for: 0.5, queue: loop).record()
    subject.send(1)
    loop.advance(by: .seconds(1))
    subject.send(2)
    loop.advance(by: .seconds(1))
    #expect(recording.elements == [1, 2])
  }

  @Test("completion flushes the waiting element first; failure drops it")
  func terminalEvents() {
    let loop = MainLoop(mode: .virtual)
    let completing = PassthroughSubject<Int, TestError>()
    let (completed, _) = completing.debounce(for: 1, queue: loop).record()
    completing.send(1)
    completing.send(completion: .finished)
    #expect(completed.events == [.next(1), .completed])

    let failing = PassthroughSubject<Int, TestError>()
    let (failed, _) = failing.debounce(for: 1, queue: loop).record()
    failing.send(1)
    failing.send(completion: .failure(TestError(code: 3)))
    loop.advance(by: .seconds(2))
    #expect(failed.events == [.failed(TestError(code: 3))])
  }

  @Test("disposing cancels the waiting element's timer")
  func disposeCancelsTimer() {
    let loop = MainLoop(mode: .virtual)
    let subject = PassthroughSubject<Int, Never>()
    let (recording, disposable) = subject.debounce(for: 0.5, queue: loop).record()
    subject.send(1)
    #expect(loop.pendingCount == 1)
    disposable.dispose()
    #expect(loop.pendingCount == 0)
    loop.advance(by: .seconds(1))
    #expect(recording.elements.isEmpty)
  }

  @Test("the main loop runs a disposable-after block at its time unless disposed")
  func mainLoopAdapter() {
    let loop = MainLoop(mode: .virtual)
    var fired: [String] = []
    _ = loop.disposableAfter(when: .seconds(2)) { fired.append("kept") }
    let cancelled = loop.disposableAfter(when: .seconds(1)) { fired.append("cancelled") }
    cancelled.dispose()
    loop.advance(by: .seconds(1))
    #expect(fired.isEmpty)
    loop.advance(by: .seconds(1))
    #expect(fired == ["kept"])
    #expect(loop.now == .seconds(2))
  }
}
