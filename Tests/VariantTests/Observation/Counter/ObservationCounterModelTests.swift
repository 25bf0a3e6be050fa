import Observation
import Testing

@testable import ObservationVariant

@MainActor
@Suite("Observation counter model")
struct ObservationCounterModelTests {
  @Test func everyOperationChangesTheCountAsTheSpecSays() {
    let model = CounterModel(count: 0)
    model.increment()
    model.incrementByTen()
    model.decrement()
    #expect(model.count == 10)
    model.decrementByTen()
    model.decrementByTen()
    #expect(model.count == -10)
    model.reset()
    #expect(model.count == 0)
  }

  @Test func theCountSaturatesInsteadOfTrapping() {
    let high = CounterModel(count: .max)
    high.increment()
    high.incrementByTen()
    #expect(high.count == .max)
    let low = CounterModel(count: .min)
    low.decrementByTen()
    #expect(low.count == .min)
  }

  @Test func aTrackedReadOfTheCountHearsTheNextChangeOnce() {
    let model = CounterModel(count: 3)
    var changes = 0
    withObservationTracking {
      _ = model.count
    } onChange: {
      MainActor.assumeIsolated { changes += 1 }
    }
    model.increment()
    model.increment()
    #expect(changes == 1)
  }

  @Test func resetAtZeroLeavesTheCountButMovesTheRevision() {
    let model = CounterModel(count: 0)
    var countChanges = 0
    var revisionChanges = 0
    withObservationTracking { _ = model.count } onChange: {
      MainActor.assumeIsolated { countChanges += 1 }
    }
    withObservationTracking { _ = model.revision } onChange: {
      MainActor.assumeIsolated { revisionChanges += 1 }
    }
    model.reset()
    #expect(countChanges == 0)
    #expect(revisionChanges == 1)
  }
}
