import Foundation

/// A mutation run: its settings, its figures and every cell's mutants; written to
/// `<out>/mutation.json`, and with `--record` into the ``MutationLedger`` the reports read.
public struct MutationRecord: Sendable, Equatable, Codable {
  public var seed: UInt64
  public var command: String
  public var ranAt: String
  /// Live mutants asked for per cell.
  public var budget: Int
  /// The time limit, when one was given.
  public var timeLimitSeconds: Double?
  public var figures: MutationFigures
  public var cells: [MutationCellResult]

  public init(
    seed: UInt64, command: String, ranAt: String, budget: Int, timeLimitSeconds: Double?,
    figures: MutationFigures, cells: [MutationCellResult]
  ) {
    self.seed = seed
    self.command = command
    self.ranAt = ranAt
    self.budget = budget
    self.timeLimitSeconds = timeLimitSeconds
    self.figures = figures
    self.cells = cells
  }

  /// Every surviving mutant with its cell, in cell order.
  public var survivors: [(cell: MutationCell, result: MutantResult)] {
    cells.flatMap { cell in
      cell.results.filter { $0.verdict == .survived }.map { (cell.cell, $0) }
    }
  }

  public static func load(_ url: URL) throws -> MutationRecord {
    try JSONDecoder().decode(MutationRecord.self, from: Data(contentsOf: url))
  }

  public func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}

/// How long a run took and where the time went.
public struct MutationFigures: Sendable, Equatable, Codable {
  /// Schema builds (each serving many mutants) and builds of a single mutant.
  public var schemaBuilds: Int
  public var ownBuilds: Int
  public var buildSeconds: Double
  /// Seconds spent running scenarios and role tests on mutants.
  public var checkSeconds: Double
  public var totalSeconds: Double
  /// Mutants run (stillborn ones included).
  public var mutants: Int
  /// Whether the run stopped at its time limit (or on Ctrl-C) before every cell was full.
  public var stoppedEarly: Bool

  public init(
    schemaBuilds: Int = 0, ownBuilds: Int = 0, buildSeconds: Double = 0, checkSeconds: Double = 0,
    totalSeconds: Double = 0, mutants: Int = 0, stoppedEarly: Bool = false
  ) {
    self.schemaBuilds = schemaBuilds
    self.ownBuilds = ownBuilds
    self.buildSeconds = buildSeconds
    self.checkSeconds = checkSeconds
    self.totalSeconds = totalSeconds
    self.mutants = mutants
    self.stoppedEarly = stoppedEarly
  }

  /// Mutants per minute of the whole run, builds included.
  public var mutantsPerMinute: Double {
    totalSeconds == 0 ? 0 : (Double(mutants) / totalSeconds * 600).rounded() / 10
  }
}
