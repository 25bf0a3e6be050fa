
/// A GitHub-flavoured Markdown table.
struct MarkdownTable {
  let headers: [String]
  /// One of `---` (left), `---:` (right) or `:-:` (centre) per column.
  let alignments: [String]
  var rows: [[String]] = []

  init(headers: [String], alignments: [String]) {
    self.headers = headers
    self.alignments = alignments
  }

  mutating func append(_ row: [String]) {
    rows.append(row)
  }

  func render() -> String {
    let lines = [headers, alignments] + rows
    return lines.map { "| " + $0.map(Self.cell).joined(separator: " | ") + " |" }
      .joined(separator: "\n")
  }

  /// Text made safe for a table cell: pipes escaped, line breaks flattened.
  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }
}
