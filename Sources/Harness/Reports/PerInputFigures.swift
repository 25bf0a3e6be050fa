import Engine
import SceneContract

/// A variant's per-input figures over a feature's scenarios: renders, time, boundary
/// crossings and thread hops per input, inputs counted as the traced run counted them (a repeated tap
/// `tap <id> x<n>` as `n`, each batch of fixes the device delivers as one).
struct PerInputFigures {
  var rendersPerInput: Double?
  var medianNsPerInput: Double?
  var boundaryCrossingsPerInput: Double?
  /// Hops over every step (work off the main thread lands in the `advance` steps after its
  /// input), divided by the inputs.
  var threadHopsPerInput: Double?
  /// Heap allocations (and bytes) of the input steps over the timed scenarios, divided by
  /// their inputs.
  var allocationsPerInput: Double?
  var allocatedBytesPerInput: Double?

  /// The figures of `variant` in `outcome`.
  init(variant: VariantID, outcome: FeatureOutcome) {
    var renders = 0
    var hops = 0
    var inputs = 0
    var allocated = AllocationTally(count: 0, bytes: 0)
    var allocatingInputs = 0
    var timesPerInput: [Double] = []
    var tally = FlowTally()
    for scenario in outcome.scenarios {
      let traced = scenario.flowTallies[variant]?.stepInputs
      if let run = scenario.verdicts.first(where: { $0.variant == variant })?.run {
        let inputSteps = run.steps.filter(\.isInput)
        let count = inputSteps.reduce(0) {
          $0 + (traced?[$1.index] ?? $1.inputCount)
        }
        renders += inputSteps.reduce(0) { $0 + $1.renders }
        hops += run.steps.reduce(0) { $0 + $1.threadHops }
        inputs += count
        if count > 0, let cost = scenario.costs[variant], cost.statistics != nil {
          let indices = Set(inputSteps.map(\.index))
          let time = cost.steps.filter { indices.contains($0.index) }
            .reduce(0.0) { $0 + $1.statistics.median }
          timesPerInput.append(time / Double(count))
          let counted = cost.steps.filter { indices.contains($0.index) }.compactMap(\.allocations)
          if counted.count == indices.count {
            allocated.count += counted.reduce(0) { $0 + $1.count }
            allocated.bytes += counted.reduce(0) { $0 + $1.bytes }
            allocatingInputs += count
          }
        }
      }
      tally = tally + (scenario.flowTallies[variant] ?? FlowTally())
    }
    rendersPerInput = inputs == 0 ? nil : Double(renders) / Double(inputs)
    threadHopsPerInput = inputs == 0 ? nil : Double(hops) / Double(inputs)
    if allocatingInputs > 0 {
      allocationsPerInput = Double(allocated.count) / Double(allocatingInputs)
      allocatedBytesPerInput = Double(allocated.bytes) / Double(allocatingInputs)
    }
    medianNsPerInput = SampleStatistics(samples: timesPerInput)?.median
    boundaryCrossingsPerInput = tally.perInput
  }
}
