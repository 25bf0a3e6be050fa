import Reports


/// The subcommands, by the names typed on the command line.
public enum Subcommand: String, Sendable, CaseIterable {
  case list
  case run
  case bench
  case check
  case play
  case compare
  case experiment
  case fuzz
  case mutate
  case help
}
