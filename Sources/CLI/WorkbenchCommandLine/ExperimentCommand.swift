import Experiments
import Foundation
import Reports
import SceneContract

/// `workbench experiment`: pitfalls and changes, listed, checked or run.
@MainActor
enum ExperimentCommand {
  static func run(root: URL, options: ExperimentOptions) -> ExitCode {
    let experiments: [Experiment]
    do {
      let all = try ExperimentCatalog.load(
        root: root, features: FeatureDeclaration.ids, styles: Catalog.styles.map(\.id))
      experiments = try options.select(from: all)
    } catch {
      Terminal.error("error: \(error)")
      return .usage
    }
    guard !experiments.isEmpty else {
      Terminal.error("error: no experiment matches these filters (workbench experiment --list)")
      return .usage
    }
    switch options.action {
    case .list: return list(experiments, root: root)
    case .check: return check(experiments, root: root)
    case .run:
      return ExperimentRunner(root: root, record: options.record).run(experiments)
    }
  }

  /// `--check`: every patch laid over the sources in memory; nothing is written.
  static func check(_ experiments: [Experiment], root: URL) -> ExitCode {
    var broken = 0
    for experiment in experiments {
      do {
        _ = try ExperimentPatches(experiment: experiment, root: root, styles: Catalog.styles)
          .overlay(root: root)
      } catch {
        broken += 1
        Terminal.error("error: \(error)")
      }
    }
    let patches = experiments.reduce(0) {
      $0 + $1.stylePatches.count + ($1.sharedPatch == nil ? 0 : 1)
    }
    if broken == 0 {
      Terminal.write("\(experiments.count) experiments, \(patches) patches: every patch applies\n")
      return .success
    }
    Terminal.write("\(broken) of \(experiments.count) experiments no longer apply\n")
    return .failure
  }

  /// `--list`: one line per experiment, with what it expects and what it did last.
  static func list(_ experiments: [Experiment], root: URL) -> ExitCode {
    let ledger = (try? ExperimentLedger.load(root: root)) ?? ExperimentLedger()
    let width = experiments.map(\.name.count).max() ?? 0
    var lines: [String] = []
    for feature in FeatureDeclaration.ids {
      let own = experiments.filter { $0.feature == feature }
      guard !own.isEmpty else { continue }
      lines.append(feature.rawValue)
      for experiment in own {
        let padding = String(repeating: " ", count: width - experiment.name.count)
        let styles = experiment.kind == .change
          ? "every style" : experiment.styles.map(\.rawValue).joined(separator: ", ")
        let expected = experiment.expected.map { ", expected \($0.rawValue)" } ?? ""
        let last = ledger.result(named: experiment.name).map(ExperimentReportLine.lastRun)
          ?? "not run yet"
        lines.append(
          "  \(experiment.name)\(padding)  \(experiment.kind.rawValue) (\(styles)\(expected)): "
            + "\(experiment.title) — \(last)")
      }
    }
    Terminal.write(lines.joined(separator: "\n") + "\n")
    return .success
  }
}
