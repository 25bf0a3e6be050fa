import RxLite
import RxLiteTest
import XCTest

final class ObservableBindTests: RxLiteTestCase {
  func testBindToObserversForwardsEveryEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)

    _ = Observable.of(1, 2).bind(to: first, second)

    XCTAssertEqual(first.events, [.next(0, 1), .next(0, 2), .completed(0)])
    XCTAssertEqual(second.events, first.events)
  }

  func testBindToOptionalObserver() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int?.self)

    _ = Observable.just(1).bind(to: observer)

    XCTAssertEqual(observer.events, [.next(0, 1), .completed(0)])
  }

  func testBindToRelays() {
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 0)
    let optional = BehaviorRelay<Int?>(value: nil)
    var published: [Int] = []
    let subscription = publish.subscribe(onNext: { published.append($0) })

    let binding = Observable.of(1, 2).bind(to: publish)
    _ = Observable.just(3).bind(to: behavior)
    _ = Observable.just(4).bind(to: optional)

    XCTAssertEqual(published, [1, 2])
    XCTAssertEqual(behavior.value, 3)
    XCTAssertEqual(optional.value, 4)
    binding.dispose()
    subscription.dispose()
  }

  func testBindOnNextAndBinderFunctions() {
    var received: [Int] = []
    func double(_ source: Observable<Int>) -> Observable<Int> { source.map { $0 * 2 } }

    _ = Observable.of(1, 2).bind(onNext: { received.append($0) })
    let doubled = Observable.just(5).bind(to: double)
    _ = doubled.bind(onNext: { received.append($0) })

    XCTAssertEqual(received, [1, 2, 10])
  }

  func testBindToSubjectStopsWithTheSource() {
    let subject = PublishSubject<Int>()
    var events: [Event<Int>] = []
    let subscription = subject.subscribe { events.append($0) }

    _ = Observable.of(1).bind(to: subject)

    XCTAssertEqual(events, [.next(1), .completed])
    subscription.dispose()
  }

  func testBindWithObject() {
    let relay = BehaviorRelay(value: 3)
    let owner = Recorder()

    let binding = relay.bind(with: owner) { object, value in object.values.append(value) }
    relay.accept(4)

    XCTAssertEqual(owner.values, [3, 4])
    binding.dispose()
  }
}

/// An object that records values, for bindings that hold their target weakly.
private final class Recorder {
  var values: [Int] = []
}
