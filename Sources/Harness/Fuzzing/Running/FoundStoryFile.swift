import Domain
import Engine
import ScenarioLanguage
import SceneContract
import UIKitLite

/// A shrunk finding written as a ready `.scenario` file: a summary paragraph (what differed,
/// the seed and story that found it), the styles grouped by what they showed, then the
/// story's steps — with `declare widgets` for widgets of screens reached by navigation, and
/// its stored-data reads turned into the values the reference styles read.
public struct FoundStoryFile: Sendable {
  public let finding: ShrunkFinding
  public let seed: UInt64
  /// Every widget identifier of the feature's first screen (not to be declared).
  public let firstScreenWidgets: Set<String>

  public init(finding: ShrunkFinding, seed: UInt64, firstScreenWidgets: Set<String>) {
    self.finding = finding
    self.seed = seed
    self.firstScreenWidgets = firstScreenWidgets
  }

  /// The file's name: `fuzz-<feature>-<seed>-<story>.scenario`.
  public var fileName: String {
    "fuzz-\(finding.story.feature.rawValue)-\(seed)-\(finding.storyIndex).scenario"
  }

  public var text: String {
    var lines = summary.map { "# " + $0 }
    lines.append("#")
    lines += groupLines.map { $0.isEmpty ? "#" : "# " + $0 }
    lines.append("")
    for (key, value) in finding.story.launchOptions.values.sorted(by: { $0.key < $1.key }) {
      lines.append("launch \(key) \(value)")
    }
    let declared = navigationWidgets
    if !declared.isEmpty { lines.append("declare widgets " + declared.joined(separator: " ")) }
    if lines.last != "" { lines.append("") }
    lines += steps
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Parts

  private var summary: [String] {
    let story = finding.story
    let what: String
    switch finding.finding.kind {
    case .disagreement(let odd):
      let step = finding.finding.step ?? 0
      let at = step == 0 ? "on load" : "after step \(step) (`\(story.steps[step - 1].source)`)"
      what = "The styles disagree \(at): \(names(odd)) showed something else."
    case .leak(let variants):
      what = "\(names(variants)) left something alive after teardown."
    }
    return [
      what,
      "Found by `workbench fuzz --feature \(story.feature.rawValue) --seed \(seed)` "
        + "(story \(finding.storyIndex)), shrunk from \(finding.original.steps.count) to "
        + (story.steps.count == 1 ? "1 step." : "\(story.steps.count) steps."),
    ]
  }

  /// The reference group's screen in full, then each other group's as a diff against it.
  private var groupLines: [String] {
    guard case .disagreement = finding.finding.kind else {
      return finding.finding.groups.flatMap { group in
        [names(group.variants) + ":"] + group.lines.map { "  " + $0 }
      }
    }
    guard let reference = finding.finding.groups.first else { return [] }
    var lines = [names(reference.variants) + " (the reference):"]
    lines += reference.lines.prefix(60).map { "  " + $0 }
    for group in finding.finding.groups.dropFirst() {
      lines += ["", names(group.variants) + ":"]
      let diff = UnifiedDiff.make(
        old: reference.lines, new: group.lines, oldName: "reference",
        newName: names(group.variants), context: 1)
      lines += diff.split(separator: "\n").prefix(60).map { "  " + $0 }
    }
    return lines
  }

  private var steps: [String] {
    finding.story.steps.enumerated().compactMap { index, step in
      guard case .expect(let expectation) = step.action else { return step.source }
      let trace = finding.finding.referenceTrace
      return frozen(expectation, shown: index + 1 < trace.count ? trace[index + 1] : [])
    }
  }

  /// A stored-data read as an exact expectation of what the reference styles read; nil (the
  /// step left out) when they could not read the store.
  private func frozen(_ expectation: Expectation, shown: [String]) -> String? {
    switch expectation {
    case .store(.routeCount):
      guard let count = value(after: "store routes=", in: shown) else { return nil }
      return "expect store routes == \(count)"
    case .store(.routePoints(let title, _)):
      let prefix = "store route \(quoted(title)) "
      if shown.contains(prefix + "absent") { return "expect store route \(quoted(title)) absent" }
      guard let count = value(after: prefix + "points=", in: shown) else { return nil }
      return "expect store route \(quoted(title)) points == \(count)"
    default:
      return nil
    }
  }

  private func value(after prefix: String, in lines: [String]) -> String? {
    lines.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
  }

  /// Widgets the steps name that the first screen does not have, in order of first use.
  private var navigationWidgets: [String] {
    var seen: [String] = []
    for step in finding.story.steps {
      let id: String
      switch step.action {
      case .tap(let ref, _), .type(let ref, _), .clear(let ref), .select(let ref, _):
        id = ref.name
      default: continue
      }
      if !firstScreenWidgets.contains(id), !seen.contains(id) { seen.append(id) }
    }
    return seen
  }

  private func names(_ variants: [VariantID]) -> String {
    variants.map(\.rawValue).joined(separator: ", ")
  }
}
