import Dispatch
import Engine
import Foundation
import Fuzzing
import SceneContract
import VariantRegistry

/// `workbench fuzz`: generated stories on every style of each feature; what they find is
/// shrunk and written out as scenarios.
@MainActor
struct FuzzCommand {
  let root: URL
  let options: FuzzOptions
  let commandLine: String
  let console = Console()

  static func run(root: URL, options: FuzzOptions, commandLine: String) -> ExitCode {
    FuzzCommand(root: root, options: options, commandLine: commandLine).run()
  }

  func run() -> ExitCode {
    let runner = ScenarioRunner(
      registry: Registry.styles,
      fixturesRoot: root.appendingPathComponent("Scenarios/fixtures", isDirectory: true))
    let features = (options.features.isEmpty ? FeatureDeclaration.ids : options.features)
      .filter { !runner.variants(implementing: $0).isEmpty }
    let seed = options.seed ?? UInt64.random(in: 0...999_999)
    let folder = outFolder
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      Terminal.error("error: could not make the folder \(Terminal.display(folder)): \(error)")
      return .usage
    }
    reportUnfinishedRun(in: folder)
    console.write(
      "fuzz: seed \(seed)\(options.seed == nil ? " (picked at random)" : ""), "
        + "\(budgetText) per feature, stories of \(options.length) steps\n")
    StopRequest.interrupt.arm()
    defer { StopRequest.interrupt.disarm() }
    var record = FuzzRecord(seed: seed, command: commandLine, length: options.length, features: [])
    for feature in features {
      let result = fuzz(feature, seed: seed, runner: runner, folder: folder)
      record.features.append(
        FuzzRecord.Feature(
          result, styles: runner.variants(implementing: feature).count,
          fileName: { fileName(for: $0, seed: seed) }))
      if result.interrupted { break }
    }
    try? FileManager.default.removeItem(at: folder.appendingPathComponent(Self.inFlightFile))
    return finish(record, folder: folder)
  }

  // MARK: - One feature

  private func fuzz(_ feature: FeatureID, seed: UInt64, runner: ScenarioRunner, folder: URL)
    -> FeatureFuzzResult
  {
    let profile = FuzzProfile.profile(
      for: feature, scenariosRoot: root.appendingPathComponent("Scenarios", isDirectory: true))
    let fuzzer = Fuzzer(
      runner: runner, feature: feature, profile: profile, seed: seed, length: options.length)
    let firstScreen = fuzzer.firstScreenWidgets()
    let progress = ProgressLine(console: console)
    var lastUpdate: UInt64 = 0
    var hooks = Fuzzer.Hooks()
    hooks.shouldStop = { StopRequest.interrupt.isRequested }
    hooks.storyStarting = { index in
      markInFlight(feature: feature, seed: seed, story: index, in: folder)
    }
    if options.show {
      hooks.storyGenerated = { index, story in
        progress.clear()
        let launch = story.launchOptions.values.sorted { $0.key < $1.key }
          .map { "launch \($0.key) \($0.value)\n" }.joined()
        console.write(
          "# \(feature.rawValue) story \(index)\n" + launch
            + story.steps.map { $0.source + "\n" }.joined() + "\n")
      }
    }
    hooks.storyPlayed = { result in
      let now = DispatchTime.now().uptimeNanoseconds
      guard now - lastUpdate > 1_000_000_000 else { return }
      lastUpdate = now
      progress.update("\(feature.rawValue): " + Self.figures(result))
    }
    hooks.found = { found in
      progress.clear()
      let file = FoundStoryFile(finding: found, seed: seed, firstScreenWidgets: firstScreen)
      let url = folder.appendingPathComponent(file.fileName)
      do {
        try file.text.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        Terminal.error("error: could not write \(Terminal.display(url)): \(error)")
      }
      console.write(
        console.paint("\(feature.rawValue): story \(found.storyIndex) ", .red)
          + Self.describe(found) + " → \(Terminal.display(url))\n")
    }
    let result = fuzzer.run(budget: options.budget, hooks: hooks)
    progress.clear()
    let stopped = result.interrupted ? " (stopped by a signal; what was found is kept)" : ""
    console.write("\(feature.rawValue): \(Self.figures(result))\(stopped)\n")
    for (message, count) in result.stepErrors.sorted(by: { $0.value > $1.value }) {
      console.write("  step error in \(count) \(count == 1 ? "story" : "stories"): \(message)\n")
    }
    return result
  }

  static func figures(_ result: FeatureFuzzResult) -> String {
    let rate = (result.storiesPerSecond * 10).rounded() / 10
    let mean = (result.meanStoryLength * 10).rounded() / 10
    let errors = (result.stepErrorRate * 1000).rounded() / 10
    return "\(result.stories) \(result.stories == 1 ? "story" : "stories"), "
      + "\(result.steps) steps (mean \(mean)), "
      + "\(errors) % ended in a step error, \(rate) stories/s, "
      + "\(result.findings.count) found"
      + (result.repeatedFindings == 0 ? "" : " (and \(result.repeatedFindings) again)")
  }

  static func describe(_ found: ShrunkFinding) -> String {
    let styles = found.finding.styles.map(\.rawValue).joined(separator: ", ")
    let what: String
    switch found.finding.kind {
    case .disagreement: what = "\(styles) disagreed with the other styles"
    case .leak: what = "\(styles) left something alive"
    }
    return "\(what); shrunk from \(found.original.steps.count) to "
      + "\(stepCount(found.story.steps.count)) (\(found.candidates) candidates, "
      + "\((found.shrinkSeconds * 10).rounded() / 10) s)"
  }

  static func stepCount(_ count: Int) -> String {
    count == 1 ? "1 step" : "\(count) steps"
  }

  // MARK: - Files

  private var outFolder: URL {
    guard let out = options.out else {
      return root.appendingPathComponent("Reports/latest-fuzz", isDirectory: true)
    }
    let current = URL(
      fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    return URL(fileURLWithPath: out, isDirectory: true, relativeTo: current).standardizedFileURL
  }

  private var budgetText: String {
    switch options.budget {
    case .stories(let count): return "\(count) stories"
    case .time(let duration): return "\(duration.components.seconds) s"
    }
  }

  private func fileName(for found: ShrunkFinding, seed: UInt64) -> String {
    FoundStoryFile(finding: found, seed: seed, firstScreenWidgets: []).fileName
  }

  static let inFlightFile = "story-in-flight.txt"

  /// Names the story about to play, so a crash leaves a way to play it again.
  private func markInFlight(feature: FeatureID, seed: UInt64, story: Int, in folder: URL) {
    let text = "workbench fuzz --feature \(feature.rawValue) --seed \(seed) "
      + "--stories \(story + 1) --length \(options.length)\n"
    try? text.write(
      to: folder.appendingPathComponent(Self.inFlightFile), atomically: false, encoding: .utf8)
  }

  /// A marker left by a run that never finished: it crashed (or was killed) in that story.
  private func reportUnfinishedRun(in folder: URL) {
    let url = folder.appendingPathComponent(Self.inFlightFile)
    guard let command = try? String(contentsOf: url, encoding: .utf8) else { return }
    console.write(
      console.paint("warning: ", .yellow)
        + "the last fuzz run here ended inside a story (a crash, or it was killed); its last "
        + "story plays again with: " + command)
  }

  private func finish(_ record: FuzzRecord, folder: URL) -> ExitCode {
    do {
      try record.json().write(to: folder.appendingPathComponent("fuzz.json"))
      try record.markdown.write(
        to: folder.appendingPathComponent("fuzz.md"), atomically: true, encoding: .utf8)
      if options.record {
        try record.json().write(to: root.appendingPathComponent(FuzzRecord.path))
      }
    } catch {
      Terminal.error("error: could not write the fuzz report: \(error)")
      return .failure
    }
    let found = record.features.reduce(0) { $0 + $1.findings.count }
    let recorded = options.record ? " and \(FuzzRecord.path)" : ""
    console.write(
      "Report in \(Terminal.display(folder))/: fuzz.md, fuzz.json\(recorded)\n")
    guard found == 0 else {
      console.write(console.paint("FAILED: ", .red) + "\(found) finding(s); see above\n")
      return .failure
    }
    return record.features.contains(where: \.interrupted) ? .interrupted : .success
  }
}
