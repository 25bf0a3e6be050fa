
/// A scenario file, as listed in reports.
public struct ScenarioInfo: Sendable, Equatable, Codable {
  /// The file name without `.scenario`: the scenario's stable id.
  public var name: String
  /// The file's path relative to the repository.
  public var path: String
  /// The file's opening comment: what the scenario shows.
  public var summary: String
  /// Number of steps.
  public var steps: Int

  public init(name: String, path: String, summary: String, steps: Int) {
    self.name = name
    self.path = path
    self.summary = summary
    self.steps = steps
  }
}
