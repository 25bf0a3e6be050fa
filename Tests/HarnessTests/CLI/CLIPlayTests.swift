import StyleNames
import Foundation
import SceneContract
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage
@testable import WorkbenchCommandLine

@Suite("workbench play")
@MainActor
struct CLIPlayTests {
  func play(_ input: [String], leak: Bool = false) throws -> (output: String, exit: ExitCode) {
    let runner = ScenarioRunner(
      registry: [CLIFakeVariants.scenes(.callback, leak: leak)],
      fixturesRoot: FileManager.default.temporaryDirectory)
    let session = try ScenarioSession(feature: .counter, variant: .callback, runner: runner)
    var lines = input[...]
    var output = ""
    let loop = PlayLoop(
      session: session, interactive: false, readLine: { lines.popFirst() },
      write: { output += $0 })
    let exit = loop.run()
    return (output, exit)
  }

  @Test("prints the screen after load and after each step, with renders and time")
  func steps() throws {
    let (output, exit) = try play(["tap countUpButton", "", "# a comment", "tap countUpButton"])
    #expect(exit == .success)
    #expect(output.hasPrefix("counter as callback: type a scenario step per line"))
    #expect(!output.contains("> \n"))
    #expect(output.contains("label countLabel text=\"0\""))
    #expect(output.contains("> tap countUpButton\n"))
    #expect(output.contains("label countLabel text=\"2\""))
    #expect(output.contains("(1 render · "))
    #expect(
      output.hasSuffix("teardown: no leaks (every scene object freed, 0 live subscriptions)\n"))
  }

  @Test("a bad line prints its error under a caret and the session goes on")
  func errors() throws {
    let (output, _) = try play(["tap countUpButon", "tap countUpButton", "quit", "tap x"])
    #expect(output.contains("> tap countUpButon\n      ^\nstdin:1:5: "))
    #expect(output.contains("countUpButton"))
    #expect(output.contains("label countLabel text=\"1\""))
    #expect(!output.contains("tap x"))
  }

  @Test("a failed expectation is reported and the screen shown")
  func expectation() throws {
    let (output, _) = try play(["expect countLabel.text == \"5\""])
    #expect(output.contains("expectation failed (line 1)"))
  }

  @Test("the end of input tears down and reports a leak")
  func leak() throws {
    defer { CLIFakeCounterController.retained.removeAll() }
    let (output, exit) = try play([], leak: true)
    #expect(exit == .failure)
    #expect(output.contains("teardown: LEAK callback: still alive after teardown:"))
  }

  @Test("a variant that does not implement the feature cannot be played")
  func unimplemented() {
    let runner = ScenarioRunner(
      registry: [CLIFakeVariants.scenes(.callback), StyleDeclaration.testing(.bond, builders: [:])],
      fixturesRoot: FileManager.default.temporaryDirectory)
    #expect(
      throws: UsageError(
        "variant 'bond' does not implement counter yet (implemented by callback)",
        subcommand: .play)
    ) {
      try PlayLoop.session(feature: .counter, variant: .bond, runner: runner)
    }
  }
}

@Suite("workbench play: exit code and cold figures")
@MainActor
struct CLIPlayExitTests {
  func play(_ input: [String]) throws -> (output: String, exit: ExitCode) {
    let runner = ScenarioRunner(
      registry: [CLIFakeVariants.scenes(.callback)],
      fixturesRoot: FileManager.default.temporaryDirectory)
    let session = try ScenarioSession(feature: .counter, variant: .callback, runner: runner)
    var lines = input[...]
    var output = ""
    let loop = PlayLoop(
      session: session, interactive: false, readLine: { lines.popFirst() },
      write: { output += $0 })
    let exit = loop.run()
    return (output, exit)
  }

  @Test("a failed expect makes play exit non-zero")
  func failedExpectation() throws {
    let (output, exit) = try play(["expect countLabel.text == \"5\"", "tap countUpButton"])
    #expect(exit == .failure)
    #expect(output.hasSuffix("FAILED: 1 expectation did not hold\n"))
    let (_, passing) = try play(["tap countUpButton", "expect countLabel.text == \"1\""])
    #expect(passing == .success)
  }

  @Test("the load and the first step are marked cold, later steps warm")
  func coldThenWarm() throws {
    let (output, _) = try play(["tap countUpButton", "tap countUpButton"])
    #expect(output.contains(", cold: the screen's load"))
    #expect(output.contains(", cold: first step"))
    #expect(output.contains(", warm)"))
  }
}
