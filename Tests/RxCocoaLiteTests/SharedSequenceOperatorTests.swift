import RxCocoaLite
import RxLite
import Testing
import UIKitLite

@MainActor
@Suite("Driver operators and Signal")
struct SharedSequenceOperatorTests {
  @Test func mapFilterAndDistinctUntilChanged() {
    let relay = PublishRelay<Int>()
    var values: [String] = []
    let subscription = relay.asSignal().asObservable().asDriver(onErrorJustReturn: 0)
      .filter { $0 >= 0 }
      .distinctUntilChanged()
      .map { "#\($0)" }
      .drive(onNext: { values.append($0) })
    for value in [1, 1, -3, 2, 2, 1] { relay.accept(value) }
    #expect(values == ["#1", "#2", "#1"])
    subscription.dispose()
  }

  @Test func flatMapLatestFollowsOnlyTheLatestInnerDriver() {
    let outer = PublishSubject<String>()
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var innerDisposals = 0
    var values: [Int] = []
    let subscription = outer.asDriver(onErrorJustReturn: "")
      .flatMapLatest { name in
        (name == "first" ? first : second)
          .do(onDispose: { innerDisposals += 1 })
          .asDriver(onErrorJustReturn: 0)
      }
      .drive(onNext: { values.append($0) })
    outer.onNext("first")
    first.onNext(1)
    outer.onNext("second")
    #expect(innerDisposals == 1)
    first.onNext(2)
    second.onNext(3)
    #expect(values == [1, 3])
    subscription.dispose()
  }

  @Test func startWithSendsItsElementFirst() {
    let relay = PublishRelay<Int>()
    var values: [Int] = []
    let subscription = relay.asSignal().asObservable().asDriver(onErrorJustReturn: 0)
      .startWith(0)
      .drive(onNext: { values.append($0) })
    relay.accept(1)
    #expect(values == [0, 1])
    subscription.dispose()
  }

  @Test func controlEventsAndPropertiesBecomeDrivers() {
    let button = Button()
    let field = TextField()
    field.text = "now"
    var taps = 0
    var texts: [String?] = []
    let bag = DisposeBag()
    button.rx.tap.asDriver().drive(onNext: { taps += 1 }).disposed(by: bag)
    field.rx.text.asDriver().drive(onNext: { texts.append($0) }).disposed(by: bag)
    button.tap()
    field.type("next")
    #expect(taps == 1)
    #expect(texts == ["now", "next"])
  }

  @Test func signalReplaysNothingToLateObservers() {
    let relay = PublishRelay<Int>()
    let signal = relay.asSignal()
    var early: [Int] = []
    var late: [Int] = []
    let bag = DisposeBag()
    signal.emit(onNext: { early.append($0) }).disposed(by: bag)
    relay.accept(1)
    signal.emit(onNext: { late.append($0) }).disposed(by: bag)
    relay.accept(2)
    #expect(early == [1, 2])
    #expect(late == [2])
  }

  @Test func signalEmitsToObserversAndRelays() {
    let button = Button()
    let taps = PublishRelay<Void>()
    var count = 0
    let bag = DisposeBag()
    taps.subscribe(onNext: { count += 1 }).disposed(by: bag)
    button.rx.tap.asSignal().emit(to: taps).disposed(by: bag)
    let label = Label()
    button.rx.tap.asSignal().asObservable().map { "tapped" }
      .asSignal(onErrorJustReturn: "").emit(to: label.rx.text.asObserver().mapObserver { $0 })
      .disposed(by: bag)
    button.tap()
    #expect(count == 1)
    #expect(label.text == "tapped")
  }
}
