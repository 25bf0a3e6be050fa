import Engine
import Foundation
import Reports
import ScenarioLanguage
import SceneContract

/// `workbench play`: shows one screen, then performs a step per input line and answers with
/// the screen it leaves, its render count and its time — a way to learn a variant by poking it.
///
/// A line that cannot run prints its error (with a caret under the column for a malformed
/// line) and the session goes on. `quit`, `exit` or the end of input tears the screen down and
/// prints the leak check. The exit code is 1 when an `expect` failed or the teardown leaked.
///
/// The first step's time is marked cold: it pays for code and caches touched for the first
/// time; later figures are warmed, and comparable with each other.
@MainActor
public struct PlayLoop {
  /// What the loop has seen so far.
  final class Tally {
    var expectationsFailed = 0
    var stepsTimed = 0
  }

  let tally = Tally()
  let session: ScenarioSession
  /// Whether a person is typing: then a `> ` prompt is shown and input is not echoed.
  let interactive: Bool
  let readLine: () -> String?
  let write: (String) -> Void
  /// The real clock and network behind the screen, with `--live`; nil plays in virtual time.
  let live: PlayLive?

  public init(
    session: ScenarioSession, interactive: Bool, live: PlayLive? = nil,
    readLine: @escaping () -> String?, write: @escaping (String) -> Void
  ) {
    self.session = session
    self.interactive = interactive
    self.live = live
    self.readLine = readLine
    self.write = write
  }

  /// Builds `feature`'s screen as `variant` implements it, for playing.
  ///
  /// - Throws: ``UsageError`` when the variant does not implement the feature.
  public static func session(
    feature: FeatureID, variant: VariantID, runner: ScenarioRunner, traceFrom root: URL? = nil
  ) throws -> ScenarioSession {
    let implementing = runner.variants(implementing: feature)
    guard implementing.contains(variant) else {
      let others =
        implementing.isEmpty
        ? "no variant does yet"
        : "implemented by \(implementing.map(\.rawValue).joined(separator: ", "))"
      throw UsageError(
        "variant '\(variant.rawValue)' does not implement \(feature.rawValue) yet (\(others))",
        subcommand: .play)
    }
    return try ScenarioSession(
      feature: feature, variant: variant, runner: runner, traceFrom: root)
  }

  /// Plays until `quit` or the end of input; `.failure` when the teardown found a leak.
  public func run() -> ExitCode {
    let feature = session.feature.rawValue
    write(
      "\(feature) as \(session.variant.rawValue): type a scenario step per line, as in "
        + "Scenarios/\(feature)/*.scenario; `quit` ends.\n")
    if let live {
      write(liveBanner(live))
      write(liveScreen(after: live.settle()))
    } else if let load = session.records.first {
      write(screen(load))
    }
    var lineNumber = 0
    while true {
      if interactive { write("> ") }
      guard let line = readLine() else { break }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "quit" || trimmed == "exit" { break }
      if !interactive, !trimmed.isEmpty { write("> \(Echo.line(line))\n") }
      lineNumber += 1
      if let live {
        performLive(line, trimmed: trimmed, lineNumber: lineNumber, live: live)
      } else {
        perform(line, trimmed: trimmed)
      }
    }
    if interactive { write("\n") }
    let leaks = session.tearDown()
    let findings = LeakFindings(
      components: leaks.leakedComponents, liveSubscriptions: leaks.liveSubscriptions,
      pendingWork: leaks.pendingWork)
    if findings.leaked {
      write("teardown: " + FailureSummary.leak(findings, name: session.variant.rawValue) + "\n")
    } else {
      write("teardown: no leaks (every scene object freed, 0 live subscriptions)\n")
    }
    let failed = tally.expectationsFailed
    if failed > 0 {
      write("FAILED: \(failed) expectation\(failed == 1 ? "" : "s") did not hold\n")
    }
    return findings.leaked || failed > 0 ? .failure : .success
  }

  func perform(_ line: String, trimmed: String) {
    guard let record = attempt(line), !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return }
    write(screen(record))
    if let flow = session.lastFlow { write(Self.trace(flow)) }
  }

  /// What a traced step did: the calls between the style's roles, the platform and the
  /// runtimes, in order, then the state of the style's objects that changed (before → after).
  static func trace(_ flow: [FlowMessage]) -> String {
    let calls = flow.filter { $0.kind != .state }.map { message in
      let times = message.count > 1 ? " ×\(message.count)" : ""
      return "  \(message.from) → \(message.to): \(Echo.line(message.labelWithLocation))\(times)"
    }
    let changes = flow.filter { $0.kind == .state }.map {
      "  \($0.to): \(Echo.line($0.label))"
    }
    return "calls:\n" + (calls.isEmpty ? "  (none)" : calls.joined(separator: "\n"))
      + "\nstate changed:\n" + (changes.isEmpty ? "  (none)" : changes.joined(separator: "\n"))
      + "\n"
  }

  /// Performs `line` on the session; when it cannot run or an expectation fails, prints why
  /// and returns nil.
  func attempt(_ line: String) -> StepRecord? {
    do {
      return try session.perform(line: line)
    } catch let error as ScenarioError {
      let indent = 2 + max(0, error.column - 1)
      write(String(repeating: " ", count: indent) + "^\n\(error.description)\n")
    } catch let failure as ExpectationFailure {
      tally.expectationsFailed += 1
      write(
        "expectation failed (line \(failure.line)): expected \(Echo.line(failure.expected)), "
          + "found \(Echo.line(failure.actual))\n\(Echo.block(session.snapshot.description))\n")
    } catch let error as StepError {
      write(
        "\(ScenarioSession.path):\(error.line): could not run: \(Echo.message(error.message))\n")
    } catch {
      write("\(Echo.message("\(error)"))\n")
    }
    return nil
  }

  /// The screen after a step, then its render count and time; the first step after the
  /// load is marked cold (the load itself is always the screen's first run).
  func screen(_ record: StepRecord) -> String {
    let duration = CostFormat.duration(nanoseconds: Double(record.durationNs))
    let renders = record.renders == 1 ? "1 render" : "\(record.renders) renders"
    let isLoad = record.index == 0
    if !isLoad { tally.stepsTimed += 1 }
    let temperature: String
    if isLoad {
      temperature = ", cold: the screen's load, first run of its code"
    } else if tally.stepsTimed == 1 {
      temperature = ", cold: first step, one-time costs included; later steps are warmed"
    } else {
      temperature = ", warm"
    }
    return "\(Echo.block(record.snapshot.description))\n(\(renders) · \(duration)\(temperature))\n"
  }
}
