import StyleNames
import SceneContract
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage
@testable import WorkbenchCommandLine

@Suite("CLI argument parsing")
struct CLIParsingTests {
  func parse(_ line: String) throws(UsageError) -> WorkbenchCommand {
    try CommandLineParser.parse(line.split(separator: " ").map(String.init))
  }

  func error(_ line: String) -> UsageError? {
    do {
      _ = try parse(line)
      return nil
    } catch {
      return error
    }
  }

  @Test("no arguments runs everything")
  func noArguments() throws {
    #expect(try parse("") == .run(RunOptions()))
  }

  @Test("run takes feature, variant and scenario filters, in any order and with =")
  func runFilters() throws {
    let expected = WorkbenchCommand.run(
      RunOptions(selection: Selection(feature: .counter, variant: .rxMVVM, scenario: "count-up")))
    #expect(try parse("run --feature counter --variant rx-mvvm --scenario count-up") == expected)
    #expect(try parse("run --scenario=count-up --variant=rx-mvvm --feature counter") == expected)
    #expect(try parse("--feature counter --variant rx-mvvm --scenario count-up") == expected)
  }

  @Test("list and --root")
  func list() throws {
    #expect(try parse("list") == .list(ListOptions()))
    #expect(try parse("list --root /repo") == .list(ListOptions(root: "/repo")))
    #expect(try parse("run --root ../x") == .run(RunOptions(root: "../x")))
  }

  @Test("bench takes iterations, warm-up and --runtimes")
  func bench() throws {
    #expect(try parse("bench") == .bench(BenchOptions()))
    #expect(
      try parse("bench --iterations 50 --warmup 0 --runtimes --variant kvo")
        == .bench(
          BenchOptions(
            selection: Selection(variant: .kvo), plan: CostPlan(warmup: 0, iterations: 50),
            runtimes: true)))
  }

  @Test("play takes a feature and a variant")
  func play() throws {
    #expect(
      try parse("play counter --variant clean-swift")
        == .play(PlayOptions(feature: .counter, variant: .cleanSwift)))
    #expect(
      try parse("play --variant bond counter")
        == .play(PlayOptions(feature: .counter, variant: .bond)))
    #expect(error("play counter")?.message.contains("play needs a variant") == true)
    #expect(error("play --variant bond")?.message.contains("play needs a feature") == true)
    #expect(
      error("play countr --variant bond")?.message
        == "unknown feature 'countr'; did you mean 'counter'?")
  }

  @Test("--help and -h on the tool and every subcommand")
  func help() throws {
    #expect(try parse("--help") == .help(nil))
    #expect(try parse("-h") == .help(nil))
    #expect(try parse("help") == .help(nil))
    for subcommand in [Subcommand.list, .run, .bench, .play] {
      #expect(try parse("\(subcommand.rawValue) --help") == .help(subcommand))
      #expect(try parse("\(subcommand.rawValue) -h") == .help(subcommand))
      #expect(try parse("help \(subcommand.rawValue)") == .help(subcommand))
    }
    #expect(try parse("play --help") == .help(.play))
    #expect(try parse("bench --bogus --help") == .help(.bench))
    #expect(try parse("--feature nope -h") == .help(nil))
  }

  @Test("the help texts document every option and the exit codes")
  func helpTexts() {
    for subcommand in [nil, Subcommand.list, .run, .bench, .play] {
      let text = HelpText.text(for: subcommand)
      #expect(text.contains("EXIT CODES:"))
      #expect(text.contains("2  usage error"))
      #expect(text.contains("--root <path>"))
    }
    #expect(HelpText.text(for: .bench).contains("--iterations <n>"))
    #expect(HelpText.text(for: .bench).contains("--runtimes"))
    #expect(HelpText.text(for: .run).contains("--scenario <name>"))
    #expect(HelpText.text(for: nil).contains("play"))
  }

  @Test("unknown subcommands, options and names get the nearest valid one")
  func suggestions() {
    #expect(error("lst")?.message == "unknown subcommand 'lst'; did you mean 'list'?")
    #expect(
      error("bench --iteration 5")?.message
        == "unknown option '--iteration'; did you mean '--iterations'?")
    #expect(error("bench --iteration 5")?.subcommand == .bench)
    #expect(
      error("run --varient kvo")?.message
        == "unknown option '--varient'; did you mean '--variant'?")
    #expect(
      error("run --variant rxmvvm")?.message
        == "unknown variant 'rxmvvm'; did you mean 'rx-mvvm'?")
    #expect(
      error("run --feature route")?.message
        == "unknown feature 'route'; did you mean 'route-recorder'?")
    #expect(
      error("run --zzz")?.message.hasPrefix("unknown option '--zzz' (expected one of:")
        == true)
    #expect(error("help plya")?.message == "unknown subcommand 'plya'; did you mean 'play'?")
  }

  @Test("malformed values and stray arguments are rejected")
  func malformed() {
    #expect(
      error("bench --iterations 0")?.message
        == "option '--iterations' needs an integer ≥ 1, not '0'")
    #expect(
      error("bench --warmup many")?.message
        == "option '--warmup' needs an integer ≥ 0, not 'many'")
    #expect(error("run --feature")?.message == "option '--feature' needs a value")
    #expect(error("run --feature --variant kvo")?.message == "option '--feature' needs a value")
    #expect(error("run --variant kvo --variant bond")?.message == "option '--variant' given twice")
    #expect(error("run extra")?.message == "unexpected argument 'extra'")
    #expect(error("bench --runtimes=yes")?.message == "option '--runtimes' takes no value")
    #expect(
      error("list --feature counter")?.message.hasPrefix("unknown option '--feature'")
        == true)
  }

  @Test("a usage error points at the right help")
  func description() {
    #expect(
      UsageError("x", subcommand: .bench).description == "error: x\nSee 'workbench bench --help'.")
    #expect(UsageError("x").description == "error: x\nSee 'workbench --help'.")
  }
}
