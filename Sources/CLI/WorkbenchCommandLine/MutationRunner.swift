import Engine
import Experiments
import Foundation
import Mutation
import SceneContract

/// Runs the drawn mutants in the scratch copy `experiment` uses: rounds of one schema build
/// (many mutants, each switched on by `WORKBENCH_MUTANT`) plus builds of their own for the
/// mutants a schema cannot hold, until every cell has its budget of live mutants, its
/// candidates run out, or the time limit passes. The repository is only read; the copy is
/// removed at the end and on Ctrl-C.
@MainActor
final class MutationRunner {
  let root: URL
  let plans: [MutationPlan]
  let options: MutateOptions
  let commandLine: String
  let console: Console
  let progress: ProgressLine
  let workspace: ExperimentWorkspace
  let scratch = ScratchFolders.live
  let checks: MutationChecks
  let clock = ContinuousClock()
  let started: ContinuousClock.Instant

  /// The scratch copy's files: which differ from the repository now, and how to put them
  /// back.
  private let copy: MutationCopy
  private var results: [MutationCell: [MutantResult]] = [:]
  private var cursors: [MutationCell: Int] = [:]
  private var figures = MutationFigures()
  private var stopped = false
  /// Whether an error ended the run (the mutants checked before it are still reported).
  private(set) var failed = false
  /// The last number a schema mutant got; numbers are never reused in a run.
  private var nextNumber = 0
  /// When the first mutant's checks ended: the rate and the ETA count from there, past the
  /// first build.
  private var firstChecked: ContinuousClock.Instant?

  init(
    root: URL, plans: [MutationPlan], options: MutateOptions, commandLine: String,
    console: Console
  ) {
    self.root = root
    self.plans = plans
    self.options = options
    self.commandLine = commandLine
    self.console = console
    progress = ProgressLine(console: console)
    workspace = ExperimentWorkspace(root: root)
    checks = MutationChecks(workspace: workspace)
    copy = MutationCopy(root: root, package: workspace.package)
    started = clock.now
  }

  /// The record of the run; nil when the unmutated copy did not build or pass.
  func run() throws -> MutationRecord? {
    guard let lock = WorkspaceLock(folder: workspace.buildFolder.deletingLastPathComponent())
    else {
      throw MutationError(
        "another `workbench experiment` or `mutate` is running in this package "
          + "(\(Terminal.display(workspace.package)))")
    }
    defer { lock.release() }
    scratch.add(workspace.package)
    defer {
      workspace.remove()
      scratch.remove(workspace.package)
    }
    progress.update("copying the package to \(Terminal.display(workspace.package))")
    try workspace.makeCopy()
    let planned = plans.reduce(0) { $0 + min(options.budget, $1.order.count) }
    console.write(
      "mutate: seed \(options.seed), \(options.budget) live mutants per cell, "
        + "\(plans.count) cells, \(planned) mutants planned\n")
    var baselineChecked = false
    do {
      while !stopped {
        try runRound(planned: planned, baselineChecked: &baselineChecked)
        if !baselineChecked { return nil }
      }
    } catch is RoundsEnded {
    } catch {
      // What ran so far is kept: the record says the run stopped early, and why is printed.
      progress.clear()
      Terminal.error("error: \(error)\nthe run stops here; the mutants checked so far are reported")
      stopped = true
      failed = true
    }
    try copy.restore()
    progress.clear()
    figures.totalSeconds = elapsed
    figures.stoppedEarly = stopped
    figures.checkSeconds = checks.seconds
    return MutationRecord(
      seed: options.seed, command: commandLine, ranAt: ISO8601DateFormatter().string(from: Date()),
      budget: options.budget, timeLimitSeconds: options.time.map(MutationChecks.seconds),
      figures: figures,
      cells: plans.map { plan in
        MutationCellResult(
          cell: plan.cell, candidates: plan.order.count,
          equivalentsSkipped: plan.equivalentsSkipped, results: results[plan.cell] ?? [])
      })
  }

  /// One round: the next picks of every cell short of its budget, their schema build and
  /// checks, then the builds of the picks a schema cannot hold. Leaves `baselineChecked`
  /// false when the unmutated copy failed.
  private func runRound(planned: Int, baselineChecked: inout Bool) throws {
    let picks = nextPicks()
    guard !picks.isEmpty else { throw RoundsEnded() }
    var own = picks.filter { $0.mutant.schema == nil }
    let inSchema = picks.filter { $0.mutant.schema != nil }
    if !inSchema.isEmpty {
      let (built, dropped) = try buildSchema(inSchema)
      own += dropped
      if !baselineChecked {
        guard try checkBaseline() else { return }
        baselineChecked = true
      }
      for (number, pick) in Self.interleaved(built) where !stopped {
        record(pick, try checks.run(pick.plan, mutant: number), inSchema: true, planned: planned)
      }
    }
    for batch in Self.ownBuildBatches(own) where !stopped {
      try runOwnBuild(batch, planned: planned, baselineChecked: &baselineChecked)
      if !baselineChecked { return }
    }
  }

  /// No cell has a mutant left to draw.
  struct RoundsEnded: Error {}

  // MARK: - Drawing

  /// A drawn mutant and the cell it belongs to.
  struct Pick {
    let plan: MutationPlan
    let mutant: Mutant
  }

  /// For every cell short of its budget, the next mutants in its order.
  private func nextPicks() -> [Pick] {
    var picks: [Pick] = []
    for plan in plans {
      let live = (results[plan.cell] ?? []).filter { $0.verdict != .stillborn }.count
      let cursor = cursors[plan.cell, default: 0]
      let wanted = max(0, options.budget - live)
      let drawn = plan.order[cursor..<min(plan.order.count, cursor + wanted)]
      cursors[plan.cell] = cursor + drawn.count
      picks += drawn.map { Pick(plan: plan, mutant: $0) }
    }
    return picks
  }

  /// The mutants one cell at a time in turn, so a run cut short by `--time` has as many
  /// mutants of every cell as it could.
  static func interleaved(_ built: [(number: Int, pick: Pick)]) -> [(number: Int, pick: Pick)] {
    var queues: [[(number: Int, pick: Pick)]] = []
    var index: [MutationCell: Int] = [:]
    for entry in built {
      if let at = index[entry.pick.plan.cell] {
        queues[at].append(entry)
      } else {
        index[entry.pick.plan.cell] = queues.count
        queues.append([entry])
      }
    }
    var order: [(number: Int, pick: Pick)] = []
    var round = 0
    while order.count < built.count {
      for queue in queues where round < queue.count { order.append(queue[round]) }
      round += 1
    }
    return order
  }

  // MARK: - Builds

  /// Builds the schema of `picks`, dropping the mutants its compiler errors point at until it
  /// builds; those that need a build of their own come back as `dropped`.
  private func buildSchema(_ picks: [Pick]) throws
    -> (built: [(number: Int, pick: Pick)], dropped: [Pick])
  {
    var kept = picks.map { pick -> (number: Int, pick: Pick) in
      nextNumber += 1
      return (nextNumber, pick)
    }
    let touched = Set(picks.map(\.mutant.file))
    var dropped: [Pick] = []
    // Every failed attempt leaves out at least one mutant, so the attempts end.
    var attempt = 0
    while true {
      attempt += 1
      progress.update("schema build \(attempt): \(kept.count) mutants in one build")
      try copy.writeSchema(kept.map { ($0.number, $0.pick.mutant) }, touched: touched)
      let build = try timedBuild(schema: true)
      if build.status == 0 { return (kept, dropped) }
      let errors = CompilerErrors.parse(build.output, package: workspace.package)
      var culprits = Set(
        kept.indices.filter { index in
          errors.contains { error in touches(kept[index].pick.mutant, error) }
        })
      if culprits.isEmpty {
        // An error can point beside the edit (`missing return` at the closing brace, a result
        // builder's call that encloses it): the nearest mutant in the same file is the suspect.
        for error in errors {
          let sameFile = kept.indices.filter { kept[$0].pick.mutant.file == error.file }
          if let nearest = sameFile.min(by: {
            abs(kept[$0].pick.mutant.line - error.line) < abs(kept[$1].pick.mutant.line - error.line)
          }) {
            culprits.insert(nearest)
          }
        }
      }
      guard !culprits.isEmpty else {
        throw MutationError(
          "the schema does not build and its errors point at no mutant:\n"
            + errors.prefix(5).map(\.text).joined(separator: "\n"))
      }
      for index in culprits.sorted() {
        let pick = kept[index].pick
        let error =
          (errors.first { touches(pick.mutant, $0) }
          ?? errors.first { $0.file == pick.mutant.file })?.text ?? "error"
        progress.clear()
        console.write("  left out of the schema: \(pick.mutant.id): \(error)\n")
        // Stillborn only when the error points at this mutant alone; when it points at several
        // on the same lines, each gets a build of its own to tell which one it was.
        let alone = errors.allSatisfy { error in
          !touches(pick.mutant, error)
            || culprits.filter { touches(kept[$0].pick.mutant, error) }.count == 1
        }
        if alone, Self.schemaFailureIsStillborn.contains(pick.mutant.operator) {
          record(
            pick, MutantOutcome(verdict: .stillborn, evidence: error, seconds: 0),
            inSchema: true, planned: nil)
        } else {
          dropped.append(pick)
        }
      }
      kept = kept.indices.filter { !culprits.contains($0) }.map { kept[$0] }
      if kept.isEmpty {
        // Nothing left to build: the files go back to the original, or the schema that just
        // failed would fail the next round's build.
        try copy.writeSchema([], touched: touched)
        return ([], dropped)
      }
    }
  }

  /// Operators whose schema form fails to compile exactly when the plain edit does.
  static let schemaFailureIsStillborn: Set<MutationOperator> = [
    .deleteCall, .deleteAssignment, .deleteCancel, .deleteDispose, .swapArguments,
  ]

  private func touches(_ mutant: Mutant, _ error: CompilerErrors.Error) -> Bool {
    if error.file.hasSuffix(MutantSchema.supportFileName) {
      let module = (error.file as NSString).deletingLastPathComponent
      return mutant.file.hasPrefix(module + "/")
        && [.comparison, .logical].contains(mutant.operator)
    }
    guard error.file == mutant.file, let text = try? copy.original(mutant.file) else {
      return false
    }
    return MutantLines.range(of: mutant, in: text).contains(error.line)
  }

  /// Mutants that need builds of their own, grouped so one build holds up to
  /// ``ownBuildWidth`` of them, each in a different style (a domain mutant alone): a style's
  /// checks see only its own mutant, and the reference screen every style is compared with
  /// stays the one the untouched majority shows.
  static func ownBuildBatches(_ picks: [Pick]) -> [[Pick]] {
    var batches: [[Pick]] = []
    for pick in picks {
      if !pick.plan.cell.isDomain,
        let index = batches.firstIndex(where: { batch in
          batch.count < ownBuildWidth && !batch.contains { $0.plan.cell.isDomain }
            && !batch.contains { $0.plan.cell.style == pick.plan.cell.style }
        })
      {
        batches[index].append(pick)
      } else {
        batches.append([pick])
      }
    }
    return batches
  }

  /// At most three mutated styles at once: six of nine stay untouched.
  static let ownBuildWidth = 3

  private func runOwnBuild(_ batch: [Pick], planned: Int, baselineChecked: inout Bool) throws {
    var kept = batch
    while !kept.isEmpty {
      try copy.write(kept.map(\.mutant))
      progress.update("building \(kept.count) mutants of their own")
      let build = try timedBuild(schema: false)
      if build.status == 0 { break }
      let errors = CompilerErrors.parse(build.output, package: workspace.package)
      let failing = kept.filter { pick in errors.contains { $0.file == pick.mutant.file } }
      let culprits = failing.isEmpty ? kept : failing
      for pick in culprits {
        let error = errors.first { $0.file == pick.mutant.file }?.text ?? errors.first?.text
        record(
          pick, MutantOutcome(verdict: .stillborn, evidence: error ?? "the build failed", seconds: 0),
          inSchema: false, planned: planned)
      }
      kept.removeAll { pick in culprits.contains { $0.mutant.id == pick.mutant.id } }
    }
    guard !kept.isEmpty else { return }
    if !baselineChecked {
      // The baseline needs the unmutated copy; check it before the first mutant runs.
      try copy.restore()
      _ = try timedBuild(schema: false)
      guard try checkBaseline() else { return }
      baselineChecked = true
      try copy.write(kept.map(\.mutant))
      _ = try timedBuild(schema: false)
    }
    for pick in kept where !stopped {
      record(pick, try checks.run(pick.plan, mutant: 0), inSchema: false, planned: planned)
    }
  }

  private func timedBuild(schema: Bool) throws -> ChildProcess.Finished {
    let before = clock.now
    let build = try checks.build { [progress] line in
      if line.hasPrefix("["), line.contains("Compiling") || line.contains("Linking") {
        progress.update("  building (debug, incremental): " + String(line.prefix(100)))
      }
    }
    figures.buildSeconds += MutationChecks.seconds(clock.now - before)
    if schema { figures.schemaBuilds += 1 } else { figures.ownBuilds += 1 }
    return build
  }

  // MARK: - Checking

  /// The unmutated copy (or schema with no mutant on) must pass every check the run uses.
  private func checkBaseline() throws -> Bool {
    progress.update("checking the unmutated copy: scenarios and role tests")
    var failing: [String] = []
    for plan in plans {
      let outcome = try checks.run(plan, mutant: nil)
      if outcome.verdict != .survived {
        failing.append("\(plan.cell.key): \(outcome.evidence ?? outcome.verdict.rawValue)")
      }
    }
    checks.calibrate()
    progress.clear()
    guard failing.isEmpty else {
      Terminal.error(
        "error: without a mutant the copy already fails, so no mutant can be judged:\n  "
          + failing.joined(separator: "\n  "))
      return false
    }
    console.write("baseline: every cell passes its scenarios and role tests unmutated\n")
    return true
  }

  private func record(_ pick: Pick, _ outcome: MutantOutcome, inSchema: Bool, planned: Int?) {
    let original = (try? copy.original(pick.mutant.file)) ?? ""
    let result = MutantResult(
      id: pick.mutant.id, file: pick.mutant.file, line: pick.mutant.line,
      operator: pick.mutant.operator, verdict: outcome.verdict,
      diff: MutantDiff.text(of: pick.mutant, original: original), evidence: outcome.evidence,
      inSchema: inSchema, seconds: outcome.seconds)
    results[pick.plan.cell, default: []].append(result)
    figures.mutants += 1
    if let limit = options.time, clock.now - started > limit { stopped = true }
    guard let planned else { return }
    showProgress(result, cell: pick.plan.cell, planned: planned)
  }

  private var elapsed: Double { MutationChecks.seconds(clock.now - started) }

  private func showProgress(_ result: MutantResult, cell: MutationCell, planned: Int) {
    let all = results.values.flatMap { $0 }
    let live = all.filter { $0.verdict != .stillborn }
    let killed = live.filter(\.verdict.isKilled).count
    let done = live.count
    let first = firstChecked ?? clock.now
    firstChecked = first
    let rate = done <= 1 ? 0 : MutationChecks.seconds(clock.now - first) / Double(done - 1)
    let left = Double(max(0, planned - done)) * rate
    let verdict =
      result.verdict == .survived
      ? console.paint("survived", .yellow)
      : result.verdict == .stillborn ? "stillborn" : "killed by \(result.verdict.rawValue)"
    progress.clear()
    console.write(
      "[\(done)/\(planned)] \(cell.key) \(result.operator.rawValue) "
        + "\((result.file as NSString).lastPathComponent):\(result.line) → \(verdict) · "
        + "killed \(killed), survived \(done - killed), stillborn \(all.count - done) · "
        + "\(Self.clockText(elapsed)) elapsed, ETA \(Self.clockText(left))\n")
  }

  static func clockText(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    return whole >= 60 ? "\(whole / 60)m\(String(format: "%02d", whole % 60))s" : "\(whole)s"
  }
}
