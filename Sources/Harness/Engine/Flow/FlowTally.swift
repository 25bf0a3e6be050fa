
/// Boundary crossings and inputs summed over the input steps of scenario runs.
public struct FlowTally: Sendable, Equatable {
  /// Boundary crossings during the input steps.
  public var crossings: Int
  /// Inputs those steps stand for (see ``StepFlow/inputs``).
  public var inputs: Int
  /// The inputs of each input step, by index in the trace.
  public var stepInputs: [Int: Int]

  public init(crossings: Int = 0, inputs: Int = 0, stepInputs: [Int: Int] = [:]) {
    self.crossings = crossings
    self.inputs = inputs
    self.stepInputs = stepInputs
  }

  /// The tally of `flows`' input steps.
  public init(_ flows: [StepFlow]) {
    let inputSteps = flows.filter { $0.inputs > 0 }
    crossings = inputSteps.reduce(0) { $0 + $1.crossings }
    inputs = inputSteps.reduce(0) { $0 + $1.inputs }
    stepInputs = Dictionary(
      inputSteps.map { ($0.step, $0.inputs) }, uniquingKeysWith: { first, _ in first })
  }

  /// Crossings per input, or nil without inputs.
  public var perInput: Double? {
    inputs == 0 ? nil : Double(crossings) / Double(inputs)
  }

  /// Both tallies added up.
  /// The steps' inputs are those of one run, so the sum keeps none.
  public static func + (lhs: FlowTally, rhs: FlowTally) -> FlowTally {
    FlowTally(crossings: lhs.crossings + rhs.crossings, inputs: lhs.inputs + rhs.inputs)
  }
}
