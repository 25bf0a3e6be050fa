import SceneContract
import Testing

@testable import Fuzzing
@testable import WorkbenchCommandLine

@Suite("fuzz options")
struct FuzzOptionTests {
  func parse(_ line: String) throws(UsageError) -> WorkbenchCommand {
    try CommandLineParser.parse(line.split(separator: " ").map(String.init))
  }

  @Test func featuresRepeatAndBudgetsParse() throws {
    var options = FuzzOptions()
    options.features = [.webPage, .counter]
    options.seed = 7
    options.budget = .time(.seconds(90))
    options.length = 20
    options.record = true
    #expect(
      try parse("fuzz --feature web-page --feature counter --feature web-page --seed 7 "
        + "--time 90s --length 20 --record") == .fuzz(options))
    #expect(try parse("fuzz") == .fuzz(FuzzOptions()))
    var stories = FuzzOptions()
    stories.budget = .stories(5)
    #expect(try parse("fuzz --stories 5") == .fuzz(stories))
    #expect(CommandLineParser.budgetDuration("20m") == .seconds(1200))
    #expect(CommandLineParser.budgetDuration("1h") == .seconds(3600))
    #expect(CommandLineParser.budgetDuration("500ms") == .milliseconds(500))
    #expect(try parse("help fuzz") == .help(.fuzz))
  }

  @Test func mistakesAreNamed() {
    #expect(throws: UsageError("give --stories or --time, not both", subcommand: .fuzz)) {
      try parse("fuzz --stories 5 --time 10s")
    }
    #expect(
      throws: UsageError(
        "option '--time' needs a duration such as 90s, 20m or 1h, not 'soon'", subcommand: .fuzz)
    ) {
      try parse("fuzz --time soon")
    }
    #expect(
      throws: UsageError(
        "option '--seed' needs a whole number from 0 to \(UInt64.max), not '-1'",
        subcommand: .fuzz)
    ) {
      try parse("fuzz --seed=-1")
    }
    #expect(throws: UsageError.self) { try parse("fuzz --feature countr") }
    #expect(throws: UsageError.self) { try parse("fuzz --length 0") }
  }
}
