
/// A step the harness could not perform.
public struct StepErrorReport: Sendable, Equatable, Codable {
  public var step: Int
  public var line: Int
  public var message: String

  public init(step: Int, line: Int, message: String) {
    self.step = step
    self.line = line
    self.message = message
  }
}
