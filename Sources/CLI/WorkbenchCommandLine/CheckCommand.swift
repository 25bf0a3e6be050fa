import Foundation
import Reports

/// `workbench check --baseline <report.json>`: the matrix, then a comparison with the
/// baseline; behaviour changes fail, cost regressions warn or fail.
@MainActor
enum CheckCommand {
  static func run(root: URL, options: CheckOptions, commandLine: String) -> ExitCode {
    let url = URL(fileURLWithPath: options.baseline)
    let baseline: WorkbenchReport
    do {
      baseline = try BaselineFile.read(url)
    } catch let error as ReportCoding.UnsupportedSchema {
      Terminal.error("error: baseline \(options.baseline): \(error.description)")
      return .usage
    } catch {
      Terminal.error(
        "error: cannot read the baseline \(options.baseline): "
          + "\(FileFailure.reason(error, at: url, writing: false)).\n"
          + "Write one with: swift run -c release workbench run --write-baseline")
      return .usage
    }
    var command = MatrixCommand(
      root: root, selection: options.selection, plan: options.plan, subcommand: .check,
      commandLine: commandLine)
    command.junit = options.junit
    command.output = options.output
    command.check = BaselineRequest(
      report: baseline, threshold: options.threshold, costRegressions: options.costRegressions)
    return command.run()
  }
}
