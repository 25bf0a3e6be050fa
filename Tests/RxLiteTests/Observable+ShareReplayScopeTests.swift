import RxLite
import RxLiteTest
import XCTest

final class ObservableShareReplayScopeTests: RxLiteTestCase {
  /// Subscribes three observers to `share(replay:scope:)` of the same hot source: at 200 and
  /// 300, disposed at 350 and 400, and a third from 500 to 600.
  private func run(
    replay: Int, scope: SubjectLifetimeScope, events: [Recorded<Event<Int>>]
  ) -> (results: [TestableObserver<Int>], source: TestableObservable<Int>) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(events)
    let results = (0..<3).map { _ in scheduler.createObserver(Int.self) }
    var shared: Observable<Int>?
    var subscriptions: [Disposable?] = [nil, nil, nil]

    scheduler.scheduleAt(100) { shared = xs.share(replay: replay, scope: scope) }
    scheduler.scheduleAt(200) { subscriptions[0] = shared?.subscribe(results[0]) }
    scheduler.scheduleAt(300) { subscriptions[1] = shared?.subscribe(results[1]) }
    scheduler.scheduleAt(350) { subscriptions[0]?.dispose() }
    scheduler.scheduleAt(400) { subscriptions[1]?.dispose() }
    scheduler.scheduleAt(500) { subscriptions[2] = shared?.subscribe(results[2]) }
    scheduler.scheduleAt(600) { subscriptions[2]?.dispose() }
    scheduler.start()
    return (results, xs)
  }

  private let elements: [Recorded<Event<Int>>] = [
    .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5),
    .next(320, 6), .next(550, 7),
  ]

  func testShare_defaultArgumentsShareWithoutReplayWhileConnected() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable(elements)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    let shared = xs.share()

    scheduler.scheduleAt(200) { shared.subscribe(first).disposed(by: bag) }
    scheduler.scheduleAt(300) { shared.subscribe(second).disposed(by: bag) }
    scheduler.advanceTo(400)

    XCTAssertEqual(second.events, [.next(320, 6)])
    XCTAssertEqual(first.events.count, 6)
    XCTAssertEqual(xs.subscriptions, [Subscription(200)])
  }

  func testShare_whileConnectedReplaysWithinAConnectionOnly() {
    for replay in 0..<4 {
      let (results, xs) = run(replay: replay, scope: .whileConnected, events: elements)

      XCTAssertEqual(results[0].events, [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(320, 6),
      ])
      let replayed = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
      XCTAssertEqual(results[1].events, replayed + [.next(320, 6)], "replay \(replay)")
      XCTAssertEqual(results[2].events, [.next(550, 7)], "replay \(replay)")
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }
  }

  func testShare_foreverKeepsTheReplayBufferAcrossConnections() {
    for replay in 0..<4 {
      let (results, xs) = run(replay: replay, scope: .forever, events: elements)

      let replayed2 = (0..<replay).map { Recorded.next(300, 6 - replay + $0) }
      let replayed3 = (0..<replay).map { Recorded.next(500, 7 - replay + $0) }
      XCTAssertEqual(results[1].events, replayed2 + [.next(320, 6)], "replay \(replay)")
      XCTAssertEqual(results[2].events, replayed3 + [.next(550, 7)], "replay \(replay)")
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
    }
  }

  func testShare_whileConnectedReconnectsAfterCompletion() {
    let events: [Recorded<Event<Int>>] = [
      .next(210, 1), .next(320, 6), .completed(330), .next(340, -1), .next(550, 7),
    ]
    for replay in 0..<3 {
      let (results, xs) = run(replay: replay, scope: .whileConnected, events: events)

      XCTAssertEqual(results[0].events, [.next(210, 1), .next(320, 6), .completed(330)])
      XCTAssertEqual(results[2].events, [.next(550, 7)], "replay \(replay)")
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 330), Subscription(500, 600)])
    }
  }

  func testShare_foreverReplaysTheStopEventWithoutResubscribing() {
    let events: [Recorded<Event<Int>>] = [
      .next(210, 1), .next(320, 6), .error(330, testError), .next(550, 7),
    ]
    for replay in 0..<3 {
      let (results, xs) = run(replay: replay, scope: .forever, events: events)

      let replayed = Array([Recorded.next(500, 1), .next(500, 6)].suffix(replay))
      XCTAssertEqual(results[2].events, replayed + [.error(500, testError)], "replay \(replay)")
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    }
  }

  func testShareReplay1_whileConnectedResubscribingFromTheStopEventStartsANewConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .error(330, testError), .next(340, -1),
    ])
    let first = scheduler.createObserver(Int.self)
    let again = scheduler.createObserver(Int.self)
    let shared = xs.share(replay: 1)
    var subscription: Disposable?

    scheduler.scheduleAt(200) {
      subscription = shared.subscribe { event in
        first.on(event)
        if event.isStopEvent { subscription = shared.subscribe(again) }
      }
    }
    scheduler.scheduleAt(400) { subscription?.dispose() }
    scheduler.start()

    XCTAssertEqual(first.events, [.next(210, 1), .error(330, testError)])
    XCTAssertEqual(again.events, [.next(340, -1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 330), Subscription(330, 400)])
  }

  func testShare_connectsOnceForManySubscribers() {
    var subscriptions = 0
    let source = Observable<Int>.create { observer in
      subscriptions += 1
      observer.onNext(subscriptions)
      return Disposables.create()
    }
    let shared = source.share(replay: 1)
    var received: [Int] = []

    let first = shared.subscribe(onNext: { received.append($0) })
    let second = shared.subscribe(onNext: { received.append($0) })
    first.dispose()
    second.dispose()
    let third = shared.subscribe(onNext: { received.append($0) })
    third.dispose()

    XCTAssertEqual(subscriptions, 2)
    XCTAssertEqual(received, [1, 1, 2])
  }
}
