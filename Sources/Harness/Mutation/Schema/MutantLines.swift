/// Where a mutant sits, in lines and modules: what maps a compiler error in a schema build
/// back to the mutants it may come from.
public enum MutantLines {
  /// The lines of `text` (the original file) that the mutant's schema form touches; a schema
  /// keeps every line where it was, so a compiler error's line falls in this range.
  public static func range(of mutant: Mutant, in text: String) -> ClosedRange<Int> {
    let offsets: [Int]
    switch mutant.schema {
    case .insertions(let insertions):
      offsets = insertions.flatMap { [$0.regionStart, $0.regionEnd] }
    case .literal(let start, let end, _), .binaryOperator(let start, let end, _, _):
      offsets = [start, end]
    case nil:
      offsets = [mutant.start, mutant.end]
    }
    let bytes = Array(text.utf8)
    func line(_ offset: Int) -> Int {
      1 + bytes[..<min(offset, bytes.count)].filter { $0 == UInt8(ascii: "\n") }.count
    }
    let lines = offsets.map(line)
    return (lines.min() ?? mutant.line)...(lines.max() ?? mutant.line)
  }

  /// The module folder a file belongs to: `Sources/Variants/KVO` or `Sources/Domain/Domain`.
  public static func module(of file: String) -> String {
    let parts = file.split(separator: "/")
    return parts.prefix(3).joined(separator: "/")
  }
}
