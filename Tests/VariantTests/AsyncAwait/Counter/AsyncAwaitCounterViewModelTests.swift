import AsyncPlatform
import MainLoop
import Testing

@testable import AsyncAwaitVariant

@MainActor
@Suite("Async-await counter view model")
struct AsyncAwaitCounterViewModelTests {
  private let loop = MainLoop()
  private let tasks = SceneTasks()
  private let stream = AsyncStream<CounterInput>.makeStream()
  private var inputs: AsyncStream<CounterInput> { stream.stream }
  private var input: AsyncStream<CounterInput>.Continuation { stream.continuation }

  @Test func publishesTheCurrentCountThenOneCountPerInputSaturating() {
    let viewModel = CounterViewModel(initialCount: Int.max - 1)
    var counts: [Int] = []
    loop.settle {
      tasks.run { [inputs] in await viewModel.run(inputs: inputs) }
      tasks.run { for await count in viewModel.counts { counts.append(count) } }
    }
    #expect(counts == [Int.max - 1])
    loop.settle {
      for event in [
        CounterInput.countUpButtonTapped, .countUpTenButtonTapped, .countResetButtonTapped,
        .countDownTenButtonTapped, .countDownButtonTapped,
      ] {
        input.yield(event)
      }
    }
    #expect(counts == [Int.max - 1, Int.max, Int.max, 0, -10, -11])
    #expect(viewModel.count == -11)
  }

  @Test func cancellingTheRunningTaskEndsTheLoopsAndTheCounts() {
    let viewModel = CounterViewModel(initialCount: 3)
    let liveBefore = SceneTasks.live
    var ended = false
    loop.settle {
      tasks.run { [inputs] in await viewModel.run(inputs: inputs) }
      tasks.run {
        for await _ in viewModel.counts {}
        ended = true
      }
    }
    #expect(SceneTasks.live == liveBefore + 2)
    loop.settle { tasks.cancelAll() }
    #expect(ended)
    #expect(SceneTasks.live == liveBefore)
  }

  @Test func theInputsEndingEndsTheCounts() {
    let viewModel = CounterViewModel(initialCount: 0)
    var counts: [Int] = []
    var ended = false
    loop.settle {
      tasks.run { [inputs] in await viewModel.run(inputs: inputs) }
      tasks.run {
        for await count in viewModel.counts { counts.append(count) }
        ended = true
      }
    }
    loop.settle {
      input.yield(.countUpButtonTapped)
      input.finish()
    }
    #expect(counts == [0, 1])
    #expect(ended, "whoever follows the counts hears that no more will come")
    tasks.cancelAll()
  }
}
