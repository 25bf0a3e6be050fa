/// Counts what a style's runtime keeps alive on the calling thread — subscriptions,
/// observations, tracked renders, tasks, running effects — so the harness can check that a
/// torn-down screen left none behind without importing the runtime.
public struct RuntimeGauge: Sendable {
  /// What is counted, e.g. "RxLite subscriptions"; gauges with the same name are read once.
  public let name: String
  public let count: @MainActor @Sendable () -> Int

  public init(_ name: String, count: @escaping @MainActor @Sendable () -> Int) {
    self.name = name
    self.count = count
  }
}

extension Array where Element == StyleDeclaration {
  /// The sum of every distinct gauge the styles declare.
  @MainActor
  public func liveRuntimeResources() -> Int {
    var seen = Set<String>()
    var total = 0
    for gauge in flatMap(\.runtimeGauges) where seen.insert(gauge.name).inserted {
      total += gauge.count()
    }
    return total
  }
}
