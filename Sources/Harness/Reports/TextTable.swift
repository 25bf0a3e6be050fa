
/// A plain-text table with aligned columns, for the terminal.
public struct TextTable: Sendable {
  /// How a column's cells line up.
  public enum Alignment: Sendable {
    case left
    case right
  }

  public let headers: [String]
  public let alignments: [Alignment]
  public private(set) var rows: [[String]] = []

  public init(headers: [String], alignments: [Alignment]) {
    self.headers = headers
    self.alignments = alignments
  }

  /// Adds a row; missing cells are blank.
  public mutating func append(_ row: [String]) {
    rows.append(row)
  }

  /// The table: header, a dashed rule, then the rows; columns separated by two spaces.
  public func render() -> String {
    let columns = headers.count
    let cells = ([headers] + rows).map { row in
      (0..<columns).map { $0 < row.count ? row[$0] : "" }
    }
    let widths = (0..<columns).map { column in cells.map { $0[column].count }.max() ?? 0 }
    func line(_ row: [String]) -> String {
      let padded = row.enumerated().map { column, text in
        let padding = String(repeating: " ", count: widths[column] - text.count)
        let alignment = column < alignments.count ? alignments[column] : .left
        return alignment == .left ? text + padding : padding + text
      }
      return padded.joined(separator: "  ").trimmingTrailingSpaces()
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(cells[0]), rule] + cells.dropFirst().map(line)).joined(separator: "\n")
  }
}

extension String {
  /// The string without trailing spaces.
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
