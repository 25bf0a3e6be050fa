import Foundation

/// The last result of every experiment, kept in `Reports/experiments.json` so the reports can
/// show the pitfall gallery without running it (`workbench experiment --all` refreshes it).
public struct ExperimentLedger: Sendable, Equatable, Codable {
  public static let path = "Reports/experiments.json"
  /// Where a run that does not record (`workbench experiment <name>` without `--record`)
  /// writes its results: the run's own folder, never committed.
  public static let latestPath = "Reports/latest-experiments/experiments.json"

  /// The results, by experiment name.
  public var results: [ExperimentResult]

  public init(results: [ExperimentResult] = []) {
    self.results = results.sorted { $0.name < $1.name }
  }

  /// The ledger under `root`; an empty one when there is none yet.
  public static func load(root: URL) throws -> ExperimentLedger {
    let url = root.appending(path: path)
    guard FileManager.default.fileExists(atPath: url.path) else { return ExperimentLedger() }
    return try JSONDecoder().decode(ExperimentLedger.self, from: Data(contentsOf: url))
  }

  /// The last result of `name`.
  public func result(named name: String) -> ExperimentResult? {
    results.first { $0.name == name }
  }

  /// This ledger with `result` in place of the earlier result of the same experiment.
  public func recording(_ result: ExperimentResult) -> ExperimentLedger {
    ExperimentLedger(results: results.filter { $0.name != result.name } + [result])
  }

  /// This ledger without results of experiments that no longer exist.
  public func keeping(names: Set<String>) -> ExperimentLedger {
    ExperimentLedger(results: results.filter { names.contains($0.name) })
  }

  public func write(root: URL) throws {
    try write(to: root.appending(path: Self.path))
  }

  /// Writes the ledger as JSON to `url`, creating its folder.
  public func write(to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try (encoder.encode(self) + Data("\n".utf8)).write(to: url, options: .atomic)
  }
}
