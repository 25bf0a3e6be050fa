import Experiments
import Foundation
import Mutation
import Reports
import SceneContract

/// `workbench mutate`: draws mutants per style × feature (and for the shared domain), runs
/// them (``MutationRunner``) and writes the tables.
@MainActor
struct MutateCommand {
  let root: URL
  let options: MutateOptions
  let commandLine: String
  let console = Console()

  static func run(root: URL, options: MutateOptions, commandLine: String) -> ExitCode {
    MutateCommand(root: root, options: options, commandLine: commandLine).run()
  }

  func run() -> ExitCode {
    if let file = options.recordRun { return recordFinishedRun(file) }
    let equivalents: EquivalentMutants
    do {
      equivalents = try EquivalentMutants.load(root: root)
    } catch {
      Terminal.error("error: \(error)")
      return .usage
    }
    let plans = self.plans(equivalents: equivalents)
    guard !plans.isEmpty else {
      Terminal.error("error: no style × feature matches these filters")
      return .usage
    }
    if options.list { return list(plans) }
    let runner = MutationRunner(
      root: root, plans: plans, options: options, commandLine: commandLine, console: console)
    let record: MutationRecord
    do {
      guard let finished = try runner.run() else { return .failure }
      record = finished
    } catch {
      Terminal.error("error: \(error)")
      return .failure
    }
    let written = write(record)
    return runner.failed ? .failure : written
  }

  // MARK: - Planning

  /// Every cell the filters keep, with its candidates in drawing order.
  func plans(equivalents: EquivalentMutants) -> [MutationPlan] {
    let features = FeatureDeclaration.all.filter { options.feature.map([$0.id].contains) ?? true }
    var plans: [MutationPlan] = []
    for feature in features {
      var cells: [(MutationCell, String?)] = Catalog.styles
        .filter { $0.features[feature.id] != nil }
        .map { (MutationCell(style: $0.id.rawValue, feature: feature.id), $0.folder) }
      cells.append((MutationCell(style: MutationCell.domain, feature: feature.id), nil))
      for (cell, folder) in cells where options.variant.map({ $0 == cell.style }) ?? true {
        let files = MutantSampler.files(
          of: cell, styleFolder: folder, featureFolder: feature.sourceFolder, root: root)
        let candidates = MutantSampler.candidates(in: files, root: root)
        let listed = Set(equivalents.reasons.keys)
        plans.append(
          MutationPlan(
            cell: cell, order: MutantSampler.order(
              candidates, cell: cell, seed: options.seed, excluding: listed),
            equivalentsSkipped: candidates.filter { listed.contains($0.id) }.count,
            roleTests: RoleTestFilter.pattern(
              for: cell, styleFolder: folder, featureFolder: feature.sourceFolder, root: root)))
      }
    }
    return plans
  }

  /// `--list`: the first `budget` mutants of every cell, with their diffs.
  func list(_ plans: [MutationPlan]) -> ExitCode {
    var lines: [String] = []
    for plan in plans {
      lines.append(
        "\(plan.cell.key): \(plan.order.count) candidates"
          + (plan.equivalentsSkipped > 0 ? " (\(plan.equivalentsSkipped) equivalents skipped)" : "")
          + "; role tests: \(plan.roleTests ?? "none")")
      for mutant in plan.order.prefix(options.budget) {
        let original = (try? String(contentsOf: root.appending(path: mutant.file), encoding: .utf8)) ?? ""
        lines.append("  \(mutant.id)  (\(mutant.schema == nil ? "own build" : "schema"))")
        lines += MutantDiff.text(of: mutant, original: original).split(separator: "\n")
          .map { "    " + $0 }
      }
    }
    Terminal.write(lines.joined(separator: "\n") + "\n")
    return .success
  }

  // MARK: - Output

  var outFolder: URL {
    guard let out = options.out else {
      return root.appendingPathComponent("Reports/latest-mutation", isDirectory: true)
    }
    let current = URL(
      fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    return URL(fileURLWithPath: out, isDirectory: true, relativeTo: current).standardizedFileURL
  }

  func write(_ record: MutationRecord) -> ExitCode {
    let folder = outFolder
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try record.json().write(to: folder.appending(path: "mutation.json"))
      try Data(MarkdownReport.mutationPage(record).utf8).write(
        to: folder.appending(path: "mutation.md"))
      try Data(HTMLReport.mutationPage(record).utf8).write(
        to: folder.appending(path: "mutation.html"))
    } catch {
      Terminal.error("error: could not write the mutation report: \(error)")
      return .failure
    }
    console.write(MutationSummary.table(record) + "\n")
    console.write(
      "mutation report: \(Terminal.display(folder.appending(path: "mutation.md")))\n")
    return options.record ? self.record(record) : .success
  }

  /// `--record-run`: records the run a finished `mutate` wrote to `file`.
  func recordFinishedRun(_ file: String) -> ExitCode {
    let current = URL(
      fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let url = URL(fileURLWithPath: file, relativeTo: current).standardizedFileURL
    do {
      return record(try MutationRecord.load(url))
    } catch {
      Terminal.error("error: \(file) is not a mutation run's mutation.json: \(error)")
      return .usage
    }
  }

  /// Records `run` in the ledger the reports read, replacing the cells it measured again.
  func record(_ run: MutationRecord) -> ExitCode {
    let url = root.appending(path: MutationLedger.path)
    do {
      let ledger =
        FileManager.default.fileExists(atPath: url.path)
        ? try MutationLedger.load(url) : MutationLedger()
      let replaced = ledger.replaced(by: run)
      try ledger.recording(run).json().write(to: url)
      console.write(
        "recorded in \(MutationLedger.path): \(run.cells.count) cells"
          + (replaced.isEmpty
            ? "\n" : ", replacing the earlier figures of \(replaced.map(\.key).joined(separator: ", "))\n"))
      return .success
    } catch {
      Terminal.error("error: could not record the run in \(MutationLedger.path): \(error)")
      return .failure
    }
  }
}

/// One cell to mutate: its candidates in drawing order and the filter of its role tests.
struct MutationPlan {
  let cell: MutationCell
  let order: [Mutant]
  let equivalentsSkipped: Int
  /// The `swift test --filter` pattern of the cell's role tests; nil when it has none.
  let roleTests: String?
}
