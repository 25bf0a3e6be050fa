import Foundation
import SceneContract
import StyleNames
import Testing

@testable import Engine
@testable import Experiments
@testable import ScenarioLanguage
@testable import WorkbenchCommandLine

/// Every place the workbench echoes input back — CLI errors, `play`, experiment errors,
/// scenario errors, the listing — goes through ``Echo``: bounded, control characters escaped.
@Suite("Echo points: bounded and without raw control characters")
@MainActor
struct EchoPointTests {
  static let escape = "\u{1B}[2J\u{1B}[31mred\u{0}\u{7}"
  static let huge = String(repeating: "x", count: 1_000_000)

  /// No ESC, NUL, BEL or other control character but line breaks and tabs.
  func isClean(_ text: String) -> Bool {
    !text.unicodeScalars.contains {
      $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t"
    }
  }

  @Test("Echo escapes control characters, bidirectional overrides and NUL, after the cut")
  func escapes() {
    #expect(Echo.token(Self.escape) == #"\u{1B}[2J\u{1B}[31mred\u{0}\u{7}"#)
    #expect(Echo.token("a\nb\rc") == #"a\u{A}b\u{D}c"#)
    #expect(Echo.message("a\nb\tc\u{1B}") == "a\nb\tc\\u{1B}")
    #expect(Echo.line("evil\u{202E}txt") == #"evil\u{202E}txt"#)
    #expect(Echo.block("screen\nlabel \u{1B}[1m") == "screen\nlabel \\u{1B}[1m")
    #expect(Echo.token("Tokyo 東京 ☕️") == "Tokyo 東京 ☕️")
    let long = Echo.token(String(repeating: "\u{1B}", count: 1000))
    #expect(long.hasSuffix("…(1000 characters)") && isClean(long))
  }

  @Test("an unknown CLI argument, option, subcommand or value is quoted bounded and escaped")
  func commandLine() {
    let lines = [
      ["run", "--" + Self.huge], ["run", Self.huge], ["list", "--variant", Self.huge, "--missing"],
      [Self.escape], ["run", "--" + Self.escape], ["bench", "--iterations", Self.huge],
      ["--version", Self.huge], ["help", "run", Self.escape],
      ["play", "counter", "extra", Self.huge, "--variant", "kvo"],
    ]
    for arguments in lines {
      do {
        _ = try CommandLineParser.parse(arguments)
        Issue.record("expected an error for \(arguments.map { $0.prefix(20) })")
      } catch {
        let text = error.description
        #expect(text.count < 1_200, "\(text.prefix(100))")
        #expect(isClean(text), "\(text.prefix(100))")
      }
    }
  }

  @Test("an EXPERIMENT.md with a 5 MB value or control characters gives a bounded, clean error")
  func experimentDescription() {
    let values = [String(repeating: "v", count: 5_000_000), Self.escape]
    for value in values {
      #expect {
        _ = try ExperimentDescription(
          "# Title\n\nExpected: \(value)\n\nWhat it does.\n", kind: .pitfall, path: "E.md")
      } throws: { error in
        let text = "\(error)"
        return text.count < 1_200 && isClean(text)
      }
    }
    let titled = try? ExperimentDescription(
      "# A \(Self.escape) title\n\nExpected: caught\n\nSays \(Self.escape).\n", kind: .pitfall,
      path: "E.md")
    #expect(titled.map { isClean($0.title) && isClean($0.summary) } == true)
    let error = ExperimentError(path: "p", message: String(repeating: "m", count: 3_000_000))
    #expect(error.description.count < 1_200)
    let patch = PatchError(source: "s.patch", line: 1, message: Self.escape + Self.huge)
    #expect(isClean(patch.description) && patch.description.count < 1_200)
  }

  @Test("play echoes a 1 MB line bounded, and control characters escaped")
  func play() throws {
    let runner = ScenarioRunner(
      registry: [CLIFakeVariants.scenes(.callback)],
      fixturesRoot: FileManager.default.temporaryDirectory)
    let session = try ScenarioSession(feature: .counter, variant: .callback, runner: runner)
    var lines = [
      "tap " + Self.huge, "tap \(Self.escape)", "expect countLabel.text == \"\(Self.escape)\"",
    ][...]
    var output = ""
    let loop = PlayLoop(
      session: session, interactive: false, readLine: { lines.popFirst() },
      write: { output += $0 })
    _ = loop.run()
    #expect(output.utf8.count < 20_000)
    #expect(output.contains("…(1000004 characters)"))
    #expect(isClean(output), "\(output.prefix(300))")
    #expect(output.contains(#"\u{1B}[2J"#))
  }

  @Test("a scenario file's control characters reach errors and the listing escaped")
  func scenarioFiles() {
    #expect {
      _ = try ScenarioLoader.parse(
        "\(Self.escape) countUpButton\n", path: "Scenarios/counter/x.scenario",
        feature: .counter)
    } throws: { error in
      isClean("\(error)") && "\(error)".contains(#"\u{1B}"#)
    }
    let summary = ListCommand.oneLine("Counts \(Self.escape) up", width: 90)
    #expect(isClean(summary) && summary.contains(#"\u{0}"#))
  }
}
