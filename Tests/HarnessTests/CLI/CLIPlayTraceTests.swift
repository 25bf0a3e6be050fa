import StyleNames
import Foundation
import SceneContract
import Testing
import VariantRegistry

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage
@testable import WorkbenchCommandLine

@Suite("workbench play --trace")
@MainActor
struct CLIPlayTraceTests {
  func play(_ input: [String], variant: VariantID) throws -> String {
    let runner = ScenarioRunner(
      registry: Registry.styles, fixturesRoot: FileManager.default.temporaryDirectory)
    let session = try PlayLoop.session(
      feature: .counter, variant: variant, runner: runner, traceFrom: RepositoryScenarios.root)
    var lines = input[...]
    var output = ""
    let loop = PlayLoop(
      session: session, interactive: false, readLine: { lines.popFirst() },
      write: { output += $0 })
    _ = loop.run()
    return output
  }

  @Test("after each step: the calls between the roles, with file:line, and the state changed")
  func cleanSwiftTap() throws {
    let output = try play(["tap countUpButton", "tap countUpButton"], variant: .cleanSwift)
    #expect(output.contains("calls:\n  User → Button countUpButton: tap\n"))
    #expect(output.contains("CounterViewController → CounterInteractor: changeCount(request:) · "))
    #expect(output.contains("CounterPresenter → CounterViewController: displayCount(viewModel:)"))
    #expect(output.contains("state changed:\n  CounterInteractor: count: 0 → 1\n"))
    #expect(output.contains("CounterInteractor: count: 1 → 2"))
  }

  @Test("a step that changes nothing says so")
  func nothingChanged() throws {
    let output = try play(["expect countLabel.text == \"0\""], variant: .callback)
    #expect(output.contains("state changed:\n  (none)\n"))
  }

  @Test("--trace is parsed; without it nothing is traced")
  func option() throws {
    let command = try CommandLineParser.parse(["play", "counter", "--variant", "kvo", "--trace"])
    guard case .play(let options) = command else {
      Issue.record("expected play, got \(command)")
      return
    }
    #expect(options.trace)
    let untraced = try ScenarioSession(
      feature: .counter, variant: .kvo,
      runner: ScenarioRunner(
        registry: Registry.styles, fixturesRoot: FileManager.default.temporaryDirectory))
    _ = try untraced.perform(line: "tap countUpButton")
    #expect(untraced.lastFlow == nil)
  }
}
