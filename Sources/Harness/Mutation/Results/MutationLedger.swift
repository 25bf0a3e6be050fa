import Foundation
import SceneContract

/// The recorded mutation runs the reports read (`Reports/mutation.json`): every style ×
/// feature as the latest recorded run measured it. Runs are recorded one feature (or one
/// style) at a time, so the ledger keeps each run with its own seed, command and figures.
public struct MutationLedger: Sendable, Equatable, Codable {
  /// The committed ledger the reports show beside the pitfall tables.
  public static let path = "Reports/mutation.json"

  /// Oldest first; each holds only the cells no later run measured again.
  public var runs: [MutationRecord]
  /// The ids of mutants judged equivalent since (`Scenarios/mutation-equivalents.txt`), which
  /// the reports set aside from the score; nil when not read.
  public var judgedEquivalent: Set<String>?

  public init(runs: [MutationRecord] = [], judgedEquivalent: Set<String>? = nil) {
    self.runs = runs
    self.judgedEquivalent = judgedEquivalent
  }

  /// The ledger with `run` recorded: its cells replace the same cells of earlier runs, and a
  /// run left with no cell goes.
  public func recording(_ run: MutationRecord) -> MutationLedger {
    let measured = Set(run.cells.map(\.cell))
    let kept = runs.map { earlier in
      var earlier = earlier
      earlier.cells.removeAll { measured.contains($0.cell) }
      return earlier
    }
    return MutationLedger(runs: kept.filter { !$0.cells.isEmpty } + [run], judgedEquivalent: judgedEquivalent)
  }

  /// The cells an earlier run measured that `run` measures again.
  public func replaced(by run: MutationRecord) -> [MutationCell] {
    let measured = Set(run.cells.map(\.cell))
    return runs.flatMap(\.cells).map(\.cell).filter(measured.contains)
  }

  /// Every cell, run by run.
  public var cells: [MutationCellResult] { runs.flatMap(\.cells) }

  /// The runs that measured a cell of `feature`.
  public func runs(of feature: FeatureID) -> [MutationRecord] {
    runs.filter { $0.cells.contains { $0.cell.feature == feature } }
  }

  public static func load(_ url: URL) throws -> MutationLedger {
    try JSONDecoder().decode(MutationLedger.self, from: Data(contentsOf: url))
  }

  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}
