import RxCocoaLite
import RxLite
import Testing

@testable import RxMVVMVariant

@MainActor
@Suite("Rx MVVM counter view model")
struct RxMVVMCounterViewModelTests {
  @Test func countTextStartsWithTheInjectedCountOnce() {
    let taps = Taps()
    let output = taps.transform(initialCount: 42)
    var texts: [String] = []
    let subscription = output.countText.drive(onNext: { texts.append($0) })
    #expect(texts == ["42"])
    subscription.dispose()
  }

  @Test func eachTapSendsTheNewCountTextOnce() {
    let taps = Taps()
    let output = taps.transform(initialCount: 3)
    var texts: [String] = []
    let subscription = output.countText.drive(onNext: { texts.append($0) })
    taps.countUp.accept(())
    taps.countUpTen.accept(())
    taps.countDown.accept(())
    taps.countDownTen.accept(())
    taps.countDownTen.accept(())
    taps.countReset.accept(())
    taps.countReset.accept(())
    #expect(texts == ["3", "4", "14", "13", "3", "-7", "0", "0"])
    subscription.dispose()
  }

  @Test func changesSaturateAtTheIntBoundsAndStillSendEachTap() {
    let top = Taps()
    let bottom = Taps()
    var texts: [String] = []
    let bag = DisposeBag()
    top.transform(initialCount: .max - 1).countText.drive(onNext: { texts.append($0) })
      .disposed(by: bag)
    top.countUpTen.accept(())
    top.countUp.accept(())
    bottom.transform(initialCount: .min + 1).countText.drive(onNext: { texts.append($0) })
      .disposed(by: bag)
    bottom.countDownTen.accept(())
    bottom.countDown.accept(())
    #expect(texts == [
      String(Int.max - 1), String(Int.max), String(Int.max),
      String(Int.min + 1), String(Int.min), String(Int.min),
    ])
  }

  @Test func aSecondObserverOfTheDriverGetsTheCurrentCount() {
    let taps = Taps()
    let output = taps.transform(initialCount: 0)
    let first = output.countText.drive(onNext: { _ in })
    taps.countUpTen.accept(())
    taps.countUp.accept(())
    var texts: [String] = []
    let second = output.countText.drive(onNext: { texts.append($0) })
    #expect(texts == ["11"])
    first.dispose()
    second.dispose()
  }

  @Test func theViewModelSubscribesToNothingAndTheOutputEndsWithItsObserver() {
    let before = Resources.total
    let taps = Taps()
    let output = taps.transform(initialCount: 0)
    #expect(Resources.total == before)
    let subscription = output.countText.drive(onNext: { _ in })
    #expect(Resources.total > before)
    subscription.dispose()
    #expect(Resources.total == before)
  }
}

/// The five buttons' taps, as the view controller hands them to `transform(input:)`.
@MainActor
private final class Taps {
  let countUp = PublishRelay<Void>()
  let countDown = PublishRelay<Void>()
  let countReset = PublishRelay<Void>()
  let countUpTen = PublishRelay<Void>()
  let countDownTen = PublishRelay<Void>()

  func transform(initialCount: Int) -> CounterViewModel.Output {
    CounterViewModel(with: CounterViewModel.Dependency(initialCount: initialCount)).transform(
      input: CounterViewModel.Input(
        countUpButtonTapped: countUp.asSignal(),
        countDownButtonTapped: countDown.asSignal(),
        countResetButtonTapped: countReset.asSignal(),
        countUpTenButtonTapped: countUpTen.asSignal(),
        countDownTenButtonTapped: countDownTen.asSignal()))
  }
}
