import StyleNames
import SceneContract
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage
@testable import WorkbenchCommandLine

@Suite("Scaling: `bench --scaling`")
struct ScalingOptionTests {
  private func parse(_ line: String) throws(UsageError) -> WorkbenchCommand {
    try CommandLineParser.parse(line.split(separator: " ").map(String.init))
  }

  @Test func scalingImpliesTheRouteRecorder() throws {
    let implied = BenchOptions(
      selection: Selection(feature: .routeRecorder), scaling: true)
    #expect(try parse("bench --scaling") == .bench(implied))
    #expect(try parse("bench --feature route-recorder --scaling") == .bench(implied))
    #expect(try parse("bench") == .bench(BenchOptions()))
  }

  @Test func scalingKeepsTheOtherBenchOptions() throws {
    let options = BenchOptions(
      selection: Selection(feature: .routeRecorder, variant: .kvo),
      plan: CostPlan(warmup: 0, iterations: 5), runtimes: true, scaling: true)
    #expect(
      try parse("bench --scaling --variant kvo --iterations 5 --warmup 0 --runtimes")
        == .bench(options))
  }

  @Test func scalingRefusesAnotherFeatureAndAValue() {
    #expect {
      _ = try parse("bench --feature counter --scaling")
    } throws: { error in
      (error as? UsageError)?.message
        == "--scaling measures route-recorder; it cannot be combined with --feature counter"
    }
    #expect {
      _ = try parse("bench --scaling=yes")
    } throws: { error in
      (error as? UsageError)?.message == "option '--scaling' takes no value"
    }
  }

  @Test func theHelpNamesTheOption() {
    #expect(HelpText.text(for: .bench).contains("--scaling"))
  }
}
