import Engine
import Foundation
import MainLoop
import Reports

/// The `workbench` tool: parses the command line, finds the repository and runs the command.
@MainActor
public enum WorkbenchCLI {
  /// Runs the command `arguments` ask for and returns the process exit code.
  public static func main(_ arguments: [String]) -> ExitCode {
    let command: WorkbenchCommand
    do {
      command = try CommandLineParser.parse(arguments)
    } catch {
      Terminal.error(error.description)
      return .usage
    }
    let commandLine = (["workbench"] + arguments).joined(separator: " ")
    switch command {
    case .help(let subcommand):
      Terminal.write(HelpText.text(for: subcommand) + "\n")
      return .success
    case .version:
      Terminal.write(WorkbenchVersion.line + "\n")
      return .success
    case .list(let options):
      return withRoot(options.root) { root in
        options.missing
          ? ListCommand.runMissing(root: root, variant: options.variant)
          : ListCommand.run(root: root)
      }
    case .run(let options):
      if options.liveThreads { MainLoop.defaultThreads = .live }
      return withRoot(options.root) { root in
        var command = MatrixCommand(
          root: root, selection: options.selection,
          plan: options.quick ? .behaviorOnly : .quick,
          subcommand: arguments.isEmpty || arguments[0].hasPrefix("-") ? nil : .run,
          commandLine: commandLine)
        command.junit = options.junit
        command.writeBaseline = options.writeBaseline
        command.output = options.output
        return command.run()
      }
    case .bench(let options):
      return withRoot(options.root) { root in
        BenchCommand.run(root: root, options: options, commandLine: commandLine)
      }
    case .check(let options):
      return withRoot(options.root) { root in
        CheckCommand.run(root: root, options: options, commandLine: commandLine)
      }
    case .compare(let options):
      return withRoot(options.root) { root in
        CompareCommand.run(root: root, options: options)
      }
    case .experiment(let options):
      return withRoot(options.root) { root in
        ExperimentCommand.run(root: root, options: options)
      }
    case .play(let options):
      return withRoot(options.root) { root in
        PlayCommand.run(root: root, options: options)
      }
    case .fuzz(let options):
      return withRoot(options.root) { root in
        FuzzCommand.run(root: root, options: options, commandLine: commandLine)
      }
    case .mutate(let options):
      return withRoot(options.root) { root in
        MutateCommand.run(root: root, options: options, commandLine: commandLine)
      }
    }
  }

  /// Finds the repository (or takes `--root`), checks the registered styles against it and
  /// runs `body` in it.
  static func withRoot(_ override: String?, _ body: (URL) -> ExitCode) -> ExitCode {
    let current = URL(
      fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let root: URL
    do {
      root = try RepositoryRoot.locate(override: override, from: current)
    } catch {
      Terminal.error(error.description)
      return .usage
    }
    if let problem = RegistryCheck.problem(in: Catalog.styles, repositoryRoot: root) {
      Terminal.error(problem.description)
      return .usage
    }
    return body(root)
  }
}
