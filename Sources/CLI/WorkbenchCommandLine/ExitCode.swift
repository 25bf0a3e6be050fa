import Reports


/// The process exit codes `workbench` documents in its help.
public enum ExitCode: Int32, Sendable {
  /// Every behaviour check passed and nothing leaked.
  case success = 0
  /// A behaviour check failed, or a scene leaked.
  case failure = 1
  /// The command line or a scenario file is malformed, or the repository was not found.
  case usage = 2
  /// Ctrl-C (or SIGTERM) stopped a run that keeps what it did (`fuzz`): 128 + SIGINT, as a
  /// shell reports it.
  case interrupted = 130
}
