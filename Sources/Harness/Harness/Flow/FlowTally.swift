/// Boundary crossings and inputs summed over the input steps of scenario runs.
public struct FlowTally: Sendable, Equatable {
  public var crossings: Int
  public var inputs: Int

  public init(crossings: Int = 0, inputs: Int = 0) {
    self.crossings = crossings
    self.inputs = inputs
  }

  /// The tally of `flows`' input steps.
  public init(_ flows: [StepFlow]) {
    let inputSteps = flows.filter { $0.inputs > 0 }
    crossings = inputSteps.reduce(0) { $0 + $1.crossings }
    inputs = inputSteps.reduce(0) { $0 + $1.inputs }
  }

  /// Crossings per input, or nil without inputs.
  public var perInput: Double? {
    inputs == 0 ? nil : Double(crossings) / Double(inputs)
  }

  /// Both tallies added up.
  public static func + (lhs: FlowTally, rhs: FlowTally) -> FlowTally {
    FlowTally(crossings: lhs.crossings + rhs.crossings, inputs: lhs.inputs + rhs.inputs)
  }
}
