import MainLoop
import RxCocoaLite
import RxLite
import Testing
import UIKitLite

private struct Failure: Error, Equatable {}

@MainActor
@Suite("Driver")
struct DriverTests {
  // MARK: - Never errors

  @Test func onErrorJustReturnEndsWithTheFallbackInsteadOfTheError() {
    let subject = PublishSubject<Int>()
    var events: [String] = []
    let subscription = subject.asDriver(onErrorJustReturn: -1).drive(
      onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })
    subject.onNext(1)
    subject.onError(Failure())
    #expect(events == ["next 1", "next -1", "completed"])
    subscription.dispose()
  }

  @Test func onErrorDriveWithContinuesWithTheGivenDriver() {
    let subject = PublishSubject<String>()
    var texts: [String] = []
    let subscription = subject.asDriver(onErrorDriveWith: Driver.just("recovered"))
      .drive(onNext: { texts.append($0) })
    subject.onNext("first")
    subject.onError(Failure())
    #expect(texts == ["first", "recovered"])
    subscription.dispose()
  }

  @Test func onErrorRecoverSeesTheError() {
    var seen: [Error] = []
    let driver = Observable<Int>.error(Failure()).asDriver { error in
      seen.append(error)
      return Driver.of(7, 8)
    }
    var values: [Int] = []
    let subscription = driver.drive(onNext: { values.append($0) })
    #expect(values == [7, 8])
    #expect(seen.count == 1)
    #expect(seen.first is Failure)
    subscription.dispose()
  }

  // MARK: - Sharing and replay

  @Test func sharesOneSubscriptionAndReplaysTheLatestElementToLateObservers() {
    var subscriptions = 0
    let subject = PublishSubject<Int>()
    let driver = subject.do(onSubscribe: { subscriptions += 1 }).asDriver(onErrorJustReturn: 0)
    var first: [Int] = []
    var second: [Int] = []
    let firstSubscription = driver.drive(onNext: { first.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    let secondSubscription = driver.drive(onNext: { second.append($0) })
    subject.onNext(3)
    #expect(subscriptions == 1)
    #expect(first == [1, 2, 3])
    #expect(second == [2, 3])
    firstSubscription.dispose()
    secondSubscription.dispose()
  }

  @Test func disconnectsWithTheLastObserverAndStartsAfreshOnTheNext() {
    var subscriptions = 0
    var disposals = 0
    let subject = PublishSubject<Int>()
    let driver = subject.do(onSubscribe: { subscriptions += 1 }, onDispose: { disposals += 1 })
      .asDriver(onErrorJustReturn: 0)
    var replayed: [Int] = []
    let first = driver.drive(onNext: { _ in })
    subject.onNext(1)
    first.dispose()
    #expect(disposals == 1)
    let second = driver.drive(onNext: { replayed.append($0) })
    #expect(subscriptions == 2)
    #expect(replayed.isEmpty)
    second.dispose()
  }

  @Test func aBehaviorRelayDriverShowsTheCurrentValueOnceThenEveryChange() {
    let relay = BehaviorRelay(value: 0)
    let label = Label()
    let subscription = relay.asDriver().map(String.init).drive(label.rx.text)
    #expect(label.text == "0")
    #expect(label.renderCount == 1)
    relay.accept(1)
    relay.accept(1)
    #expect(label.text == "1")
    #expect(label.renderCount == 3)
    subscription.dispose()
  }

  // MARK: - Delivery on the sharing scheduler

  @Test func deliversOnTheSharingScheduler() {
    let loop = MainLoop(mode: .virtual)
    let subject = PublishSubject<Int>()
    var values: [Int] = []
    var subscription: Disposable?
    SharingScheduler.mock(scheduler: MainLoopScheduler(loop: loop)) {
      subscription = subject.asDriver(onErrorJustReturn: 0).drive(onNext: { values.append($0) })
    }
    subject.onNext(1)
    #expect(values.isEmpty)
    loop.runUntilIdle()
    #expect(values == [1])
    subscription?.dispose()
  }

  @Test func debounceWaitsOnTheSharingSchedulerInVirtualTime() {
    let loop = MainLoop(mode: .virtual)
    let subject = PublishSubject<String>()
    var values: [String] = []
    var subscription: Disposable?
    SharingScheduler.mock(scheduler: MainLoopScheduler(loop: loop)) {
      subscription = subject.asDriver(onErrorJustReturn: "")
        .debounce(.milliseconds(500))
        .drive(onNext: { values.append($0) })
    }
    subject.onNext("r")
    loop.advance(by: .milliseconds(300))
    subject.onNext("ra")
    loop.advance(by: .milliseconds(499))
    #expect(values.isEmpty)
    loop.advance(by: .milliseconds(1))
    #expect(values == ["ra"])
    subscription?.dispose()
  }

  // MARK: - Creating

  @Test func justEmptyAndNever() {
    var events: [String] = []
    _ = Driver.just(5).drive(
      onNext: { events.append("just \($0)") }, onCompleted: { events.append("just completed") })
    _ = Driver<Int>.empty().drive(
      onNext: { events.append("empty \($0)") }, onCompleted: { events.append("empty completed") })
    let never = Driver<Int>.never().drive(
      onNext: { events.append("never \($0)") }, onCompleted: { events.append("never completed") })
    #expect(events == ["just 5", "just completed", "empty completed"])
    never.dispose()
  }

  // MARK: - Driving observers and relays

  @Test func drivesBindersOfOptionalsSubjectsAndRelays() {
    let label = Label()
    let subject = PublishSubject<Int>()
    let behavior = BehaviorRelay<Int?>(value: nil)
    let publish = PublishRelay<Int>()
    var published: [Int] = []
    let bag = DisposeBag()
    publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
    let source = BehaviorRelay(value: 4)
    let driver = source.asDriver()
    driver.map { "\($0)" }.drive(label.rx.text).disposed(by: bag)
    driver.drive(behavior).disposed(by: bag)
    driver.drive(publish).disposed(by: bag)
    var forwarded: [Int] = []
    subject.subscribe(onNext: { forwarded.append($0) }).disposed(by: bag)
    driver.drive(subject).disposed(by: bag)
    source.accept(5)
    #expect(label.text == "5")
    #expect(behavior.value == 5)
    #expect(published == [4, 5])
    #expect(forwarded == [4, 5])
  }

  @Test func driveWithHoldsItsObjectWeakly() {
    var owner: Label? = Label()
    var texts: [String?] = []
    let relay = BehaviorRelay(value: "a")
    let subscription = owner.map { owner in
      relay.asDriver().drive(with: owner, onNext: { owner, text in
        owner.text = text
        texts.append(owner.text)
      })
    }
    owner = nil
    relay.accept("b")
    #expect(texts == ["a"])
    subscription?.dispose()
  }

  @Test func disposedCallbackRunsOnDisposal() {
    var disposed = false
    let subscription = Driver<Int>.never().drive(onDisposed: { disposed = true })
    subscription.dispose()
    #expect(disposed)
  }
}
