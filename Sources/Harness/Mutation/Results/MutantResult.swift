/// What happened to one mutant.
public struct MutantResult: Sendable, Equatable, Codable {
  /// What caught it, if anything.
  public enum Verdict: String, Sendable, Codable, CaseIterable {
    /// A scenario failed on the mutated style (a screen that differs from the other styles', a
    /// failed expectation, a step error, a leak), and no role test did.
    case scenarios
    /// A role test of the style failed, and no scenario did.
    case roleTests = "role-tests"
    /// Both caught it.
    case both
    /// Nothing caught it: a gap in the checks, or an equivalent mutant.
    case survived
    /// It did not compile; it is replaced by another sample and scores nothing.
    case stillborn

    public var isKilled: Bool { self == .scenarios || self == .roleTests || self == .both }
  }

  public var id: String
  public var file: String
  public var line: Int
  public var `operator`: MutationOperator
  public var verdict: Verdict
  /// The unified diff of the mutant.
  public var diff: String
  /// The first evidence: what caught it (or, for a stillborn one, the compiler's error).
  public var evidence: String?
  /// Whether it ran inside a schema build (false: a build of its own).
  public var inSchema: Bool
  /// Seconds spent running its checks (its share of builds not included).
  public var seconds: Double

  public init(
    id: String, file: String, line: Int, operator: MutationOperator, verdict: Verdict,
    diff: String, evidence: String?, inSchema: Bool, seconds: Double
  ) {
    self.id = id
    self.file = file
    self.line = line
    self.operator = `operator`
    self.verdict = verdict
    self.diff = diff
    self.evidence = evidence
    self.inSchema = inSchema
    self.seconds = seconds
  }
}

/// One cell's mutants: a style's (or the domain's) files for one feature.
public struct MutationCellResult: Sendable, Equatable, Codable {
  public var cell: MutationCell
  /// How many candidates its files offer (equivalents excluded).
  public var candidates: Int
  /// How many listed equivalents its files still have (skipped).
  public var equivalentsSkipped: Int
  /// Every mutant run, stillborn ones included, in the order drawn.
  public var results: [MutantResult]

  public init(
    cell: MutationCell, candidates: Int, equivalentsSkipped: Int, results: [MutantResult]
  ) {
    self.cell = cell
    self.candidates = candidates
    self.equivalentsSkipped = equivalentsSkipped
    self.results = results
  }

  public func count(_ verdict: MutantResult.Verdict) -> Int {
    results.filter { $0.verdict == verdict }.count
  }

  /// Mutants that compiled.
  public var live: Int { results.count - count(.stillborn) }
  public var killed: Int { results.filter(\.verdict.isKilled).count }
  /// Caught by a scenario (alone or with a role test).
  public var killedByScenarios: Int { count(.scenarios) + count(.both) }
  /// Caught by a role test (alone or with a scenario).
  public var killedByRoleTests: Int { count(.roleTests) + count(.both) }

  /// Killed ÷ live, in per cent; nil with no live mutant.
  public var score: Double? {
    live == 0 ? nil : (Double(killed) / Double(live) * 1000).rounded() / 10
  }

  /// Survivors judged equivalent since the run (their ids listed in `equivalent`).
  public func judgedEquivalent(_ equivalent: Set<String>) -> Int {
    results.filter { $0.verdict == .survived && equivalent.contains($0.id) }.count
  }

  /// Killed ÷ the live mutants that are not judged equivalent: the score the style's checks
  /// earn on mistakes that change something; nil with none.
  public func score(apartFrom equivalent: Set<String>) -> Double? {
    let counted = live - judgedEquivalent(equivalent)
    return counted <= 0 ? nil : (Double(killed) / Double(counted) * 1000).rounded() / 10
  }
}
