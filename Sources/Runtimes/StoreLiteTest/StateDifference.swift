/// Describes how two states differ, line by line of their dumps, for assertion messages.
enum StateDifference {
  /// The lines of `expected` and `actual` that differ, marked `−` (expected) and `+` (actual).
  static func describe<State>(expected: State, actual: State) -> String {
    var expectedDump = ""
    var actualDump = ""
    dump(expected, to: &expectedDump)
    dump(actual, to: &actualDump)
    let expectedLines = expectedDump.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actualDump.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let old = index < expectedLines.count ? expectedLines[index] : nil
      let new = index < actualLines.count ? actualLines[index] : nil
      guard old != new else { continue }
      if let old { lines.append("  − \(old)") }
      if let new { lines.append("  + \(new)") }
    }
    return lines.joined(separator: "\n")
  }
}
