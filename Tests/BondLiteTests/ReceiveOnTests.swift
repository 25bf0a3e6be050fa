import BondLite
import Foundation
import MainLoop
import Testing

/// `receive(on: queue.context).map(…).receive(on: loop.main.context)` on a loop whose work
/// takes 40 ms: the idiom the restaurant search decodes with.
@MainActor
@Suite("receive(on:) a work queue and back on the main queue")
struct ReceiveOnTests {
  /// A loop whose jobs take 40 ms, and a queue of it.
  private func makeLoop(threads: MainLoop.Threads = .virtual) -> (MainLoop, WorkQueue) {
    let loop = MainLoop(mode: .virtual)
    loop.threads = threads
    loop.workLatency = .milliseconds(40)
    return (loop, WorkQueue(label: "work", loop: loop))
  }

  @Test("events arrive on the main queue at the job's due instant, in order")
  func delivery() {
    let (loop, queue) = makeLoop()
    let subject = PassthroughSubject<Int, Never>()
    var times: [Duration] = []
    let (recording, disposable) = subject
      .receive(on: queue.context)
      .map { $0 * 10 }
      .receive(on: loop.main.context)
      .map { value -> Int in
        times.append(loop.now)
        return value
      }
      .record()
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    loop.advance(by: .milliseconds(39))
    #expect(recording.events.isEmpty)
    loop.advance(by: .milliseconds(1))
    #expect(recording.elements == [10, 20])
    #expect(recording.isCompleted)
    #expect(times == [.milliseconds(40), .milliseconds(40)])
    disposable.dispose()
  }

  @Test("disposing cancels the job: nothing runs, nothing is left pending")
  func disposal() {
    let (loop, queue) = makeLoop()
    let mark = loop.scheduleMark
    let subject = PassthroughSubject<Int, Never>()
    var mapped = 0
    let (recording, disposable) = subject
      .receive(on: queue.context)
      .map { value -> Int in
        mapped += 1
        return value
      }
      .receive(on: loop.main.context)
      .record()
    subject.send(1)
    #expect(loop.appWork(scheduledSince: mark) == 1)
    disposable.dispose()
    #expect(loop.appWork(scheduledSince: mark) == 0)
    loop.advance(by: .seconds(1))
    #expect(mapped == 0)
    #expect(recording.events.isEmpty)
  }

  @Test("with live threads the work runs on another thread; the result lands at the instant")
  func liveThreads() {
    let (loop, queue) = makeLoop(threads: .live)
    let subject = PassthroughSubject<Int, Never>()
    let loopThread = pthread_self()
    var workThread: pthread_t?
    let (recording, disposable) = subject
      .receive(on: queue.context)
      .map { value -> Int in
        workThread = pthread_self()
        return value * 10
      }
      .receive(on: loop.main.context)
      .record()
    subject.send(1)
    loop.advance(by: .milliseconds(39))
    #expect(recording.events.isEmpty)
    loop.advance(by: .milliseconds(1))
    #expect(recording.elements == [10])
    #expect(workThread != nil && workThread != loopThread)
    disposable.dispose()
  }
}
