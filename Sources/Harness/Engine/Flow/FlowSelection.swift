import Foundation
import ScenarioLanguage

/// Which scenario steps a feature's flow diagrams show.
///
/// A step line ending in the comment `# flow` (or `# flow: <why>`) is chosen; the first
/// scenario, in name order, with such lines supplies them all (a search and its response, say).
/// Without markers the first input step of the first scenario that has one is chosen.
public struct FlowSelection: Sendable, Equatable {
  /// The scenario the steps come from.
  public let scenario: String
  /// Indices of the chosen steps in the trace (the first scenario step is step 1).
  public let steps: [Int]

  public init(scenario: String, steps: [Int]) {
    self.scenario = scenario
    self.steps = steps
  }

  /// The choice among `scenarios` (one feature's, in name order), reading each file under
  /// `repositoryRoot` for markers; nil when no scenario has an input step.
  public static func choose(among scenarios: [Scenario], repositoryRoot: URL) -> FlowSelection? {
    for scenario in scenarios {
      let url = repositoryRoot.appendingPathComponent(scenario.path)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      if let choice = select(markedLines(in: text), of: scenario) { return choice }
    }
    for scenario in scenarios {
      if let index = scenario.steps.firstIndex(where: \.isInput) {
        return FlowSelection(scenario: scenario.name, steps: [index + 1])
      }
    }
    return nil
  }

  /// The steps of `scenario` on `lines`, or nil when none is.
  static func select(_ lines: Set<Int>, of scenario: Scenario) -> FlowSelection? {
    let steps = scenario.steps.indices.filter { lines.contains(scenario.steps[$0].line) }
    return steps.isEmpty ? nil : FlowSelection(scenario: scenario.name, steps: steps.map { $0 + 1 })
  }

  /// The 1-based lines of `text` whose comment is a flow marker.
  static func markedLines(in text: String) -> Set<Int> {
    var lines: Set<Int> = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      guard line.utf8.contains(UInt8(ascii: "#")), let comment = comment(of: line),
        !line.hasPrefix("#")
      else { continue }
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
