import Testing

@testable import CallbackVariant

@MainActor
@Suite("Callback counter view model")
struct CallbackCounterViewModelTests {
  @Test func loadCountCallsBackOnceWithTheInitialCount() {
    let viewModel = CounterViewModel(initialCount: 42)
    var answers: [Int] = []
    viewModel.loadCount { answers.append($0) }
    #expect(answers == [42])
  }

  @Test func eachChangeCallsBackOnceWithTheNewCount() {
    let viewModel = CounterViewModel(initialCount: 3)
    var answers: [Int] = []
    viewModel.incrementCount { answers.append($0) }
    viewModel.incrementCountByTen { answers.append($0) }
    viewModel.decrementCount { answers.append($0) }
    viewModel.decrementCountByTen { answers.append($0) }
    viewModel.decrementCountByTen { answers.append($0) }
    viewModel.resetCount { answers.append($0) }
    viewModel.resetCount { answers.append($0) }
    #expect(answers == [4, 14, 13, 3, -7, 0, 0])
  }

  @Test func changesSaturateAtTheIntBounds() {
    let top = CounterViewModel(initialCount: .max - 1)
    var answers: [Int] = []
    top.incrementCountByTen { answers.append($0) }
    top.incrementCount { answers.append($0) }
    let bottom = CounterViewModel(initialCount: .min + 1)
    bottom.decrementCountByTen { answers.append($0) }
    bottom.decrementCount { answers.append($0) }
    #expect(answers == [.max, .max, .min, .min])
  }

  @Test func keepsNoCallbackAlive() {
    let viewModel = CounterViewModel(initialCount: 0)
    weak var captured: Receiver?
    do {
      let receiver = Receiver()
      captured = receiver
      viewModel.incrementCount { receiver.counts.append($0) }
      #expect(receiver.counts == [1])
    }
    #expect(captured == nil)
  }
}

private final class Receiver {
  var counts: [Int] = []
}
