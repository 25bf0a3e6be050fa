import Foundation

extension ScenarioParser {
  // MARK: - Blocks

  /// The lines right after a step that are indented and not blank.
  func blockLines(after index: Int) -> [String] {
    var block: [String] = []
    var next = index
    while next < lines.count, Self.indentation(of: lines[next]) > 0,
      !lines[next].allSatisfy({ $0 == " " || $0 == "\t" })
    {
      block.append(lines[next])
      next += 1
    }
    return block
  }

  func fixes(_ block: [String], after header: Int, header source: String)
    throws(ScenarioError) -> [FixSpec]
  {
    var fixes: [FixSpec] = []
    for (offset, line) in block.enumerated() {
      let number = header + offset + 1
      let lexed = try located(number) { () throws(SyntaxError) in try ScenarioLexer.lex(line) }
      guard !lexed.tokens.isEmpty else { continue }
      let fix = try located(number) { () throws(SyntaxError) in
        var cursor = TokenCursor(lexed.tokens)
        let fix = try StepParser.fix(&cursor)
        try cursor.expectEnd()
        return fix
      }
      fixes.append(fix)
    }
    guard !fixes.isEmpty else {
      throw error(
        header, source.count + 1,
        "expected fixes after `location fixes`: on the same line separated by `;`, or on the "
          + "following lines, indented")
    }
    return fixes
  }

  func snapshot(_ block: [String], after header: Int, header source: String)
    throws(ScenarioError) -> [String]
  {
    guard let first = block.first else {
      throw error(
        header, source.count + 1, "expected the snapshot's lines below `expect snapshot`, indented")
    }
    let margin = Self.indentation(of: first)
    var snapshot: [String] = []
    for (offset, line) in block.enumerated() {
      guard Self.indentation(of: line) >= margin else {
        throw error(
          header + offset + 1, 1,
          "expected every snapshot line indented at least as much as the first (\(margin))")
      }
      let text = String(line.dropFirst(margin))
      snapshot.append(String(text.reversed().drop { $0 == " " || $0 == "\t" }.reversed()))
    }
    return snapshot
  }

  // MARK: - Whole-file rules

  func checkHeader(_ line: Int, _ steps: [ScenarioStep], _ header: String)
    throws(ScenarioError)
  {
    guard let first = steps.first else { return }
    throw error(
      line, 1, "expected `\(header)` before the first step (line \(first.line))")
  }

  func checkOrder(_ steps: [ScenarioStep]) throws(ScenarioError) {
    guard !steps.isEmpty else { throw error(1, 1, "expected at least one step") }
    var teardownLine: Int?
    for step in steps {
      let isLeakCheck = step.action == .expect(.noLeaks)
      if let teardownLine, !isLeakCheck {
        throw error(
          step.line, 1, "expected only `expect no leaks` after `teardown` (line \(teardownLine))")
      }
      if isLeakCheck, teardownLine == nil {
        throw error(step.line, 1, "expected a `teardown` step before `expect no leaks`")
      }
      if step.action == .teardown { teardownLine = step.line }
    }
  }

  /// The first paragraph of `#` comments at the top of the file, as one line of text.
  var summary: String {
    var sentences: [String] = []
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("#") else { break }
      let text = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty else { break }
      sentences.append(text)
    }
    return sentences.joined(separator: " ")
  }
}
