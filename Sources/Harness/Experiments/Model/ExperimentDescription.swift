import Foundation
import ScenarioLanguage

/// What `EXPERIMENT.md` says: a `# Title` line, for a pitfall an `Expected:` line, then a
/// paragraph that says what the experiment does.
struct ExperimentDescription: Equatable {
  var title: String
  var expected: PitfallExpectation?
  var summary: String

  static let fileName = "EXPERIMENT.md"

  /// Reads `text`, the description of an experiment of `kind` at `path` (for errors).
  init(_ text: String, kind: ExperimentKind, path: String) throws(ExperimentError) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard let first = lines.first, first.hasPrefix("# "), first.count > 2 else {
      throw ExperimentError(path: path, line: 1, message: "expected a title line `# <title>`")
    }
    title = Echo.line(String(first.dropFirst(2)))
    var index = lines.index(after: 0)
    func skipBlank() { while index < lines.count, lines[index].isEmpty { index += 1 } }
    skipBlank()
    let choices = PitfallExpectation.allCases.map { "`Expected: \($0.rawValue)`" }
    if index < lines.count, lines[index].hasPrefix("Expected:") {
      let value = lines[index].dropFirst("Expected:".count).trimmingCharacters(in: .whitespaces)
      guard kind == .pitfall else {
        throw ExperimentError(
          path: path, line: index + 1,
          message: "a change has no `Expected:` line; its scenarios say what must pass")
      }
      guard let expectation = PitfallExpectation(rawValue: value) else {
        throw ExperimentError(
          path: path, line: index + 1,
          message: "unknown expectation '\(Echo.token(value))'; write \(choices.joined(separator: " or "))")
      }
      expected = expectation
      index += 1
      skipBlank()
    } else if kind == .pitfall {
      throw ExperimentError(
        path: path, line: min(index + 1, lines.count),
        message: "a pitfall says what the harness does with it, after the title: "
          + choices.joined(separator: " or "))
    } else {
      expected = nil
    }
    var paragraph: [String] = []
    while index < lines.count, !lines[index].isEmpty {
      paragraph.append(lines[index])
      index += 1
    }
    guard !paragraph.isEmpty else {
      throw ExperimentError(
        path: path, line: min(index + 1, lines.count),
        message: "expected a paragraph saying what the experiment does")
    }
    summary = Echo.visible(paragraph.joined(separator: " "), keepingLineBreaks: false)
  }
}
