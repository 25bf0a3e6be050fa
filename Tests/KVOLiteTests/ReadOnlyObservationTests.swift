import KVOLite
import Testing

/// A model whose observable property only the model itself may set, as apps usually write it.
@MainActor
final class Thermometer: KVOObject {
  @Dynamic private(set) var degrees = 0

  func warm() {
    degrees += 1
  }
}

@MainActor
@Suite("Observing a property that is read-only from outside")
struct ReadOnlyObservationTests {
  @Test func aPrivateSetterStillNotifiesTypedObservers() {
    let thermometer = Thermometer()
    var seen: [Int] = []
    let observation = thermometer.observe(\.degrees, options: [.initial, .new]) { _, change in
      if let value = change.newValue { seen.append(value) }
    }
    thermometer.warm()
    thermometer.warm()
    #expect(seen == [0, 1, 2])
    observation.invalidate()
  }
}
