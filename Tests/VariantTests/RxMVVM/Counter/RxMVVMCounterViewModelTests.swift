import RxCocoaLite
import RxLite
import Testing

@testable import RxMVVMVariant

@MainActor
@Suite("Rx MVVM counter view model")
struct RxMVVMCounterViewModelTests {
  private func makeViewModel(initialCount: Int) -> CounterViewModel {
    CounterViewModel(with: CounterViewModel.Dependency(initialCount: initialCount))
  }

  @Test func countTextStartsWithTheInjectedCountOnce() {
    let viewModel = makeViewModel(initialCount: 42)
    var texts: [String] = []
    let subscription = viewModel.output.countText.drive(onNext: { texts.append($0) })
    #expect(texts == ["42"])
    subscription.dispose()
  }

  @Test func eachTapSendsTheNewCountTextOnce() {
    let viewModel = makeViewModel(initialCount: 3)
    var texts: [String] = []
    let subscription = viewModel.output.countText.drive(onNext: { texts.append($0) })
    let input = viewModel.input
    input.countUpButtonTapped.onNext(())
    input.countUpTenButtonTapped.onNext(())
    input.countDownButtonTapped.onNext(())
    input.countDownTenButtonTapped.onNext(())
    input.countDownTenButtonTapped.onNext(())
    input.countResetButtonTapped.onNext(())
    input.countResetButtonTapped.onNext(())
    #expect(texts == ["3", "4", "14", "13", "3", "-7", "0", "0"])
    subscription.dispose()
  }

  @Test func changesSaturateAtTheIntBoundsAndStillSendEachTap() {
    let top = makeViewModel(initialCount: .max - 1)
    let bottom = makeViewModel(initialCount: .min + 1)
    var texts: [String] = []
    let bag = DisposeBag()
    top.output.countText.drive(onNext: { texts.append($0) }).disposed(by: bag)
    top.input.countUpTenButtonTapped.onNext(())
    top.input.countUpButtonTapped.onNext(())
    bottom.output.countText.drive(onNext: { texts.append($0) }).disposed(by: bag)
    bottom.input.countDownTenButtonTapped.onNext(())
    bottom.input.countDownButtonTapped.onNext(())
    #expect(texts == [
      String(Int.max - 1), String(Int.max), String(Int.max),
      String(Int.min + 1), String(Int.min), String(Int.min),
    ])
  }

  @Test func theCountOutlivesItsObservers() {
    let viewModel = makeViewModel(initialCount: 0)
    let first = viewModel.output.countText.drive(onNext: { _ in })
    viewModel.input.countUpTenButtonTapped.onNext(())
    first.dispose()
    viewModel.input.countUpButtonTapped.onNext(())
    var texts: [String] = []
    let second = viewModel.output.countText.drive(onNext: { texts.append($0) })
    #expect(texts == ["11"])
    second.dispose()
  }

  @Test func releasingTheViewModelEndsItsSubscriptions() {
    let before = Resources.total
    var viewModel: CounterViewModel? = makeViewModel(initialCount: 0)
    weak let released = viewModel
    #expect(Resources.total > before)
    viewModel = nil
    #expect(released == nil)
    #expect(Resources.total == before)
  }
}
