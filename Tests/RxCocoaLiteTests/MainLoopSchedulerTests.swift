import Foundation
import MainLoop
import RxCocoaLite
import RxLite
import Testing

@MainActor
@Suite("MainLoopScheduler")
struct MainLoopSchedulerTests {
  @Test func tellsTheLoopsTime() {
    let loop = MainLoop(mode: .virtual)
    let scheduler = MainLoopScheduler(loop: loop)
    #expect(scheduler.now == Date(timeIntervalSince1970: 0))
    loop.advance(by: .milliseconds(1_500))
    #expect(scheduler.now == Date(timeIntervalSince1970: 1.5))
  }

  @Test func runsRelativeWorkAtItsVirtualInstant() {
    let loop = MainLoop(mode: .virtual)
    let scheduler = MainLoopScheduler(loop: loop)
    var ranAt: [Duration] = []
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(300)) { _ in
      ranAt.append(loop.now)
      return Disposables.create()
    }
    loop.advance(by: .milliseconds(299))
    #expect(ranAt.isEmpty)
    loop.advance(by: .milliseconds(1))
    #expect(ranAt == [.milliseconds(300)])
  }

  @Test func immediateWorkRunsOnTheNextTurnInSchedulingOrder() {
    let loop = MainLoop(mode: .virtual)
    let scheduler = MainLoopScheduler(loop: loop)
    var order: [Int] = []
    for index in 1...3 {
      _ = scheduler.schedule(index) { index in
        order.append(index)
        return Disposables.create()
      }
    }
    #expect(order.isEmpty)
    loop.runUntilIdle()
    #expect(order == [1, 2, 3])
    #expect(loop.now == .zero)
  }

  @Test func disposingCancelsWorkNotYetRunAndDisposesWhatRanReturned() {
    let loop = MainLoop(mode: .virtual)
    let scheduler = MainLoopScheduler(loop: loop)
    var ran = false
    let cancelled = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
      ran = true
      return Disposables.create()
    }
    cancelled.dispose()
    var innerDisposed = false
    let finished = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
      Disposables.create { innerDisposed = true }
    }
    loop.advance(by: .seconds(2))
    #expect(!ran)
    #expect(!innerDisposed)
    finished.dispose()
    #expect(innerDisposed)
    #expect(loop.pendingCount == 0)
  }

  @Test func neverIsNeverRun() {
    let loop = MainLoop(mode: .virtual)
    let scheduler = MainLoopScheduler(loop: loop)
    var ran = false
    _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
      ran = true
      return Disposables.create()
    }
    loop.advance(by: .seconds(3_600))
    #expect(!ran)
    #expect(loop.pendingCount == 0)
  }

  @Test func periodicWorkTicksEveryPeriodUntilDisposed() {
    let loop = MainLoop(mode: .virtual)
    let scheduler = MainLoopScheduler(loop: loop)
    var ticks: [Duration] = []
    let periodic = scheduler.schedulePeriodic(
      0, startAfter: .milliseconds(100), period: .milliseconds(250)
    ) { count in
      ticks.append(loop.now)
      return count + 1
    }
    loop.advance(by: .milliseconds(700))
    periodic.dispose()
    loop.advance(by: .seconds(1))
    #expect(ticks == [.milliseconds(100), .milliseconds(350), .milliseconds(600)])
  }

  @Test func drivesRxTimeOperatorsInTheLoopsVirtualTime() {
    let loop = MainLoop(mode: .virtual)
    let scheduler = MainLoopScheduler(loop: loop)
    let keystrokes = PublishSubject<String>()
    var searches: [(String, Duration)] = []
    var ticks: [(Int, Duration)] = []
    let bag = DisposeBag()
    keystrokes.debounce(.milliseconds(500), scheduler: scheduler)
      .subscribe(onNext: { searches.append(($0, loop.now)) })
      .disposed(by: bag)
    Observable<Int>.interval(.seconds(1), scheduler: scheduler).take(2)
      .subscribe(onNext: { ticks.append(($0, loop.now)) })
      .disposed(by: bag)
    keystrokes.onNext("s")
    loop.advance(by: .milliseconds(200))
    keystrokes.onNext("su")
    loop.advance(by: .seconds(3))
    #expect(searches.map(\.0) == ["su"])
    #expect(searches.map(\.1) == [.milliseconds(700)])
    #expect(ticks.map(\.0) == [0, 1])
    #expect(ticks.map(\.1) == [.seconds(1), .seconds(2)])
  }
}
