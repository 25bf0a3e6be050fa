import BondLite
import Testing

@testable import BondVariant

@MainActor
@Suite("Bond counter view model")
struct BondCounterViewModelTests {
  @Test func observersGetTheCurrentCountThenEveryChange() {
    let viewModel = CounterViewModel(initialCount: 2)
    let bag = DisposeBag()
    var counts: [Int] = []
    viewModel.count.observeNext { counts.append($0) }.dispose(in: bag)
    viewModel.increment()
    viewModel.incrementByTen()
    viewModel.decrement()
    viewModel.decrementByTen()
    viewModel.decrementByTen()
    viewModel.reset()
    viewModel.reset()
    #expect(counts == [2, 3, 13, 12, 2, -8, 0, 0])
  }

  @Test func changesSaturateAtTheIntBounds() {
    let top = CounterViewModel(initialCount: .max - 3)
    top.incrementByTen()
    top.increment()
    #expect(top.count.value == .max)
    let bottom = CounterViewModel(initialCount: .min + 3)
    bottom.decrementByTen()
    bottom.decrement()
    #expect(bottom.count.value == .min)
  }

  @Test func disposingTheBagEndsTheObservation() {
    let viewModel = CounterViewModel(initialCount: 0)
    let bag = DisposeBag()
    var counts: [Int] = []
    viewModel.count.observeNext { counts.append($0) }.dispose(in: bag)
    bag.dispose()
    viewModel.increment()
    #expect(counts == [0])
  }
}
