import KVOLite
import Testing

@testable import KVOVariant

@MainActor
@Suite("KVO counter model")
struct KVOCounterModelTests {
  @Test func everyChangeNotifiesTheCountKeyPath() {
    let model = CounterModel(count: 4)
    let observer = CountObserverSpy()
    model.addObserver(
      observer, forKeyPath: CounterModel.countKeyPath, options: [.new], context: nil)
    model.increment()
    model.incrementByTen()
    model.decrement()
    model.decrementByTen()
    model.decrementByTen()
    model.reset()
    model.reset()
    model.removeObserver(observer, forKeyPath: CounterModel.countKeyPath)
    #expect(observer.keyPaths.allSatisfy { $0 == "count" })
    #expect(observer.counts == [5, 15, 14, 4, -6, 0, 0])
  }

  @Test func typedObservationSeesTheSameChanges() {
    let model = CounterModel(count: 0)
    var counts: [Int] = []
    let observation = model.observe(\.count, options: [.initial, .new]) { _, change in
      counts.append(change.newValue ?? .min)
    }
    model.increment()
    observation.invalidate()
    model.increment()
    #expect(counts == [0, 1])
    #expect(model.count == 2)
  }

  @Test func changesSaturateAtTheIntBounds() {
    let top = CounterModel(count: .max - 3)
    top.incrementByTen()
    top.increment()
    #expect(top.count == .max)
    let bottom = CounterModel(count: .min + 3)
    bottom.decrementByTen()
    bottom.decrement()
    #expect(bottom.count == .min)
  }
}

// MARK: - Spy

@MainActor
private final class CountObserverSpy: @MainActor NSKeyValueObserving {
  private(set) var keyPaths: [String?] = []
  private(set) var counts: [Int] = []

  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    keyPaths.append(keyPath)
    if let count = change?[.newKey] as? Int { counts.append(count) }
  }
}
