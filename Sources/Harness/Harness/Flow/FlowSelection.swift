import Foundation
import SceneContract

/// Which scenario steps a feature's flow diagrams show.
///
/// A step line ending in the comment `# flow` (or `# flow: <why>`) is chosen; the first
/// scenario, in name order, with such lines supplies them all (a search and its response, say).
/// Without markers the feature's default scenario supplies its first input step, and without
/// one the first scenario that has an input step does.
public struct FlowSelection: Sendable, Equatable {
  /// The scenario the steps come from.
  public let scenario: String
  /// Indices of the chosen steps in the trace (the first scenario step is step 1).
  public let steps: [Int]

  public init(scenario: String, steps: [Int]) {
    self.scenario = scenario
    self.steps = steps
  }

  /// The scenario whose first input step stands for a feature when no step is marked.
  static let defaults: [FeatureID: String] = [.counter: "count-up"]

  /// The choice among `scenarios` (one feature's, in name order), reading each file under
  /// `repositoryRoot` for markers; nil when no scenario has an input step.
  public static func choose(among scenarios: [Scenario], repositoryRoot: URL) -> FlowSelection? {
    for scenario in scenarios {
      let url = repositoryRoot.appendingPathComponent(scenario.path)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      let lines = markedLines(in: text)
      let steps = scenario.steps.enumerated().filter { lines.contains($0.element.line) }
      if !steps.isEmpty {
        return FlowSelection(scenario: scenario.name, steps: steps.map { $0.offset + 1 })
      }
    }
    let preferred = scenarios.filter { scenario in
      defaults[scenario.feature].map { $0 == scenario.name } ?? false
    }
    for scenario in preferred + scenarios {
      if let index = scenario.steps.firstIndex(where: \.isInput) {
        return FlowSelection(scenario: scenario.name, steps: [index + 1])
      }
    }
    return nil
  }

  /// The 1-based lines of `text` whose comment is a flow marker.
  static func markedLines(in text: String) -> Set<Int> {
    var lines: Set<Int> = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard let comment = comment(of: line), !line.hasPrefix("#") else { continue }
      let words = comment.split(whereSeparator: { $0 == " " || $0 == ":" })
      if words.first == "flow" { lines.insert(offset + 1) }
    }
    return lines
  }

  /// The text after the `#` that starts a comment on `line` (outside strings), if any.
  static func comment(of line: Substring) -> Substring? {
    var inString = false
    var escaping = false
    for index in line.indices {
      let character = line[index]
      if escaping {
        escaping = false
      } else if character == "\\" && inString {
        escaping = true
      } else if character == "\"" {
        inString.toggle()
      } else if character == "#" && !inString {
        return line[line.index(after: index)...].drop { $0 == " " || $0 == "\t" }
      }
    }
    return nil
  }
}
