import Engine
import Reports


/// Options of `run` (and of the bare `workbench`).
public struct RunOptions: Sendable, Equatable {
  public var root: String?
  public var selection: Selection
  /// `--junit <file>`: also write the results as JUnit XML there.
  public var junit: String?
  /// `--write-baseline`: also write the report as `Reports/baseline.json`.
  public var writeBaseline: Bool
  /// `--quick`: behaviour, trace and leak checks only, nothing timed.
  public var quick: Bool
  /// `--out` and `--format`.
  public var output: OutputOptions
  /// `--threads live`: off-main work runs on real threads (results still land at their
  /// virtual instants), so a data race is a real one.
  public var liveThreads: Bool

  public init(
    root: String? = nil, selection: Selection = Selection(), junit: String? = nil,
    writeBaseline: Bool = false, quick: Bool = false, output: OutputOptions = OutputOptions(),
    liveThreads: Bool = false
  ) {
    self.liveThreads = liveThreads
    self.root = root
    self.selection = selection
    self.junit = junit
    self.writeBaseline = writeBaseline
    self.quick = quick
    self.output = output
  }
}
