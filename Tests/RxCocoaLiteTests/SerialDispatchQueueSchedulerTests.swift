import Foundation
import MainLoop
import RxCocoaLite
import RxLite
import Testing

/// `observe(on: background).map(…).observe(on: MainScheduler.instance)` on a loop whose work
/// takes 40 ms: the idiom the restaurant search decodes with.
@MainActor
@Suite("SerialDispatchQueueScheduler")
struct SerialDispatchQueueSchedulerTests {
  /// A loop whose jobs take 40 ms, and a scheduler over a queue of it.
  private func makeLoop(threads: MainLoop.Threads = .virtual)
    -> (MainLoop, SerialDispatchQueueScheduler)
  {
    let loop = MainLoop(mode: .virtual)
    loop.threads = threads
    loop.workLatency = .milliseconds(40)
    return (loop, SerialDispatchQueueScheduler(internalSerialQueueName: "work", loop: loop))
  }

  @Test func deliversOnTheMainSchedulerAtTheJobsDueInstantInOrder() {
    let (loop, background) = makeLoop()
    let source = PublishSubject<Int>()
    var received: [String] = []
    let subscription = source
      .observe(on: background)
      .map { $0 * 10 }
      .observe(on: MainScheduler.instance)
      .subscribe(
        onNext: { received.append("\($0) at \(loop.now)") },
        onCompleted: { received.append("completed at \(loop.now)") })
    source.onNext(1)
    source.onNext(2)
    source.onCompleted()
    loop.advance(by: .milliseconds(39))
    #expect(received.isEmpty)
    loop.advance(by: .milliseconds(1))
    #expect(received == ["10 at 0.04 seconds", "20 at 0.04 seconds", "completed at 0.04 seconds"])
    subscription.dispose()
  }

  @Test func disposingCancelsTheJobAndLeavesNothingPending() {
    let (loop, background) = makeLoop()
    let mark = loop.scheduleMark
    let source = PublishSubject<Int>()
    var mapped = 0
    var received: [Int] = []
    let subscription = source
      .observe(on: background)
      .map { value -> Int in
        mapped += 1
        return value
      }
      .observe(on: MainScheduler.instance)
      .subscribe(onNext: { received.append($0) })
    source.onNext(1)
    #expect(loop.appWork(scheduledSince: mark) == 1)
    subscription.dispose()
    #expect(loop.appWork(scheduledSince: mark) == 0)
    loop.advance(by: .seconds(1))
    #expect(mapped == 0)
    #expect(received.isEmpty)
  }

  @Test func liveThreadsRunTheWorkElsewhereAndDeliverAtTheVirtualInstant() {
    let (loop, background) = makeLoop(threads: .live)
    let source = PublishSubject<Int>()
    let loopThread = pthread_self()
    var workThread: pthread_t?
    var received: [String] = []
    let subscription = source
      .observe(on: background)
      .map { value -> Int in
        workThread = pthread_self()
        return value * 10
      }
      .observe(on: MainScheduler.instance)
      .subscribe(onNext: { received.append("\($0) at \(loop.now)") })
    source.onNext(1)
    loop.advance(by: .milliseconds(39))
    #expect(received.isEmpty)
    loop.advance(by: .milliseconds(1))
    #expect(received == ["10 at 0.04 seconds"])
    #expect(workThread != nil && workThread != loopThread)
    subscription.dispose()
  }

  @Test func mainSchedulerWorkFromAJobRunsAfterTheJob() {
    let (loop, background) = makeLoop()
    var order: [String] = []
    _ = background.schedule(()) { _ in
      _ = MainScheduler.instance.schedule(()) { _ in
        order.append("main at \(loop.now)")
        return Disposables.create()
      }
      order.append("job")
      return Disposables.create()
    }
    loop.advance(by: .milliseconds(40))
    #expect(order == ["job", "main at 0.04 seconds"])
  }
}
