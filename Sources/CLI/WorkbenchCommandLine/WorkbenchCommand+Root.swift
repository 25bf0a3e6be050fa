import Reports

// MARK: - `--root` before the subcommand

extension WorkbenchCommand {
  /// The repository folder the command was given with `--root`, if any.
  var root: String? {
    switch self {
    case .help, .version: nil
    case .list(let options): options.root
    case .run(let options): options.root
    case .bench(let options): options.root
    case .check(let options): options.root
    case .play(let options): options.root
    case .compare(let options): options.root
    case .experiment(let options): options.root
    case .fuzz(let options): options.root
    case .mutate(let options): options.root
    }
  }

  /// The same command with `--root` set to `root`.
  func rooted(at root: String) -> WorkbenchCommand {
    switch self {
    case .help, .version: return self
    case .list(var options):
      options.root = root
      return .list(options)
    case .run(var options):
      options.root = root
      return .run(options)
    case .bench(var options):
      options.root = root
      return .bench(options)
    case .check(var options):
      options.root = root
      return .check(options)
    case .play(var options):
      options.root = root
      return .play(options)
    case .compare(var options):
      options.root = root
      return .compare(options)
    case .experiment(var options):
      options.root = root
      return .experiment(options)
    case .fuzz(var options):
      options.root = root
      return .fuzz(options)
    case .mutate(var options):
      options.root = root
      return .mutate(options)
    }
  }
}
