/// Case (a): the plain-closure floor every runtime is compared with.
///
/// Two closures (map, then filter) stored in `let` properties of a final class and built by
/// `@inline(never)` factories, so the compiler cannot fuse them away; every result is
/// accumulated and checked.
final class ClosurePipeline {
  let map: (Int) -> Int
  let filter: (Int) -> Bool

  init(map: @escaping (Int) -> Int, filter: @escaping (Int) -> Bool) {
    self.map = map
    self.filter = filter
  }
}

@inline(never)
func makeClosurePipeline() -> ClosurePipeline {
  ClosurePipeline(map: { $0 &+ 1 }, filter: { $0 & 1 == 0 })
}

/// Sum of `i + 1` over `0..<events` where `i + 1` is even: what cases (a), (b) and (f) compute.
func mapFilterChecksum(_ events: Int) -> Int {
  var sum = 0
  for i in 0..<events where (i &+ 1) & 1 == 0 { sum &+= i &+ 1 }
  return sum
}

/// The accumulator the subscribers of a case add into (every runtime's cases use it).
///
/// Unchecked exclusivity keeps Swift's dynamic access check on a captured variable out of the
/// measurement, which is about the runtime, not about the subscriber's closure.
final class Tally {
  @exclusivity(unchecked) var sum = 0
}

/// Sum of `0..<events`: what a subscriber that adds up every element computes.
func triangularChecksum(_ events: Int) -> Int {
  var sum = 0
  for i in 0..<events { sum &+= i }
  return sum
}

extension RuntimeBenchmarkSuite {
  static var floorCases: [BenchmarkCase] {
    [
      BenchmarkCase(
        id: "a", title: "floor: two stored closures map→filter", events: 1_000_000,
        expectedChecksum: mapFilterChecksum
      ) { events in
        let pipeline = makeClosurePipeline()
        var sum = 0
        for i in 0..<events {
          let mapped = pipeline.map(i)
          if pipeline.filter(mapped) { sum &+= mapped }
        }
        return sum
      }
    ]
  }
}
