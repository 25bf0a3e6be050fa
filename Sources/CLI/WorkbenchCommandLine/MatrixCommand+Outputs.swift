import Engine
import Foundation
import Reports

/// A baseline to compare a run with, and how strictly (`workbench check`).
struct BaselineRequest {
  let report: WorkbenchReport
  let threshold: Double
  let costRegressions: BaselineFinding.Severity
}

// MARK: - Baseline check, JUnit and the baseline file

extension MatrixCommand {
  /// Compares with the baseline when checking, writes JUnit XML and the baseline when asked,
  /// and returns the exit code.
  ///
  /// - Parameter whole: The whole matrix (every implemented feature, its variants and its
  ///   scenarios), which a baseline must cover.
  func finish(_ report: WorkbenchReport, whole: [Workbench.FeaturePlan]) throws -> ExitCode {
    var exitCode: ExitCode = report.allPassed ? .success : .failure
    var comparison: BaselineComparison?
    if let check {
      let result = BaselineCheck.compare(
        baseline: check.report, current: report, threshold: check.threshold,
        costRegressions: check.costRegressions, selection: selection)
      console.write("\nBaseline (\(check.report.run.date), \(check.report.run.command)):\n")
      console.write(result.summary + "\n")
      exitCode = result.hasErrors ? .failure : .success
      comparison = result
    }
    if let junit {
      let url = URL(fileURLWithPath: junit)
      do {
        try Data(JUnitReport.render(report, comparison: comparison).utf8)
          .write(to: url, options: .atomic)
      } catch {
        Terminal.error(
          "error: cannot write the JUnit report \(Terminal.display(url)): "
            + FileFailure.reason(error, at: url, writing: true))
        return .usage
      }
      console.write("JUnit: \(Terminal.display(url))\n")
    }
    if writeBaseline {
      let gaps = BaselineFile.gaps(in: report, whole: whole)
      guard gaps.isEmpty else {
        Terminal.error(
          "error: not writing \(BaselineFile.path): the run is partial; a baseline records the "
            + "whole matrix, and this run lacks " + gaps.joined(separator: ", "))
        return .usage
      }
      guard report.allPassed else {
        Terminal.error(
          "error: not writing \(BaselineFile.path): the run failed or leaked; a baseline "
            + "records a passing state")
        return .failure
      }
      if BuildConfiguration.isDebug {
        Terminal.error(
          "warning: this baseline's costs come from a debug build; refresh it with: "
            + "swift run -c release workbench run --write-baseline")
      }
      let url: URL
      do {
        url = try BaselineFile.write(report, repositoryRoot: root)
      } catch {
        let target = root.appendingPathComponent(BaselineFile.path)
        Terminal.error(
          "error: cannot write \(BaselineFile.path): "
            + FileFailure.reason(error, at: target, writing: true))
        return .usage
      }
      console.write("Baseline: \(Terminal.display(url))\n")
    }
    return exitCode
  }
}
