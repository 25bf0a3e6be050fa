
/// How many widget renders a scenario caused, and how many per input step.
public struct RenderCount: Sendable, Equatable, Codable {
  /// Renders summed over every step of the run.
  public let total: Int
  /// User or environment inputs (tap, type, fix, response …); `tap <id> x<n>` counts `n`.
  public let inputs: Int
  /// Renders caused by input steps divided by ``inputs``; 0 when there are no inputs.
  public let perInput: Double

  public init(total: Int, inputs: Int, perInput: Double) {
    self.total = total
    self.inputs = inputs
    self.perInput = perInput
  }

  /// The render counts of one run; a repeated tap (`tap countUpButton x1000`) counts as that
  /// many inputs.
  public init(run: ScenarioRun) {
    let inputSteps = run.steps.filter(\.isInput)
    let inputRenders = inputSteps.reduce(0) { $0 + $1.renders }
    let inputCount = inputSteps.reduce(0) { $0 + $1.inputCount }
    total = run.steps.reduce(0) { $0 + $1.renders }
    inputs = inputCount
    perInput = inputCount == 0 ? 0 : Double(inputRenders) / Double(inputCount)
  }
}
