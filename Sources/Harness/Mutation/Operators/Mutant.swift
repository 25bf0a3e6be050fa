/// One planted mistake: a small edit of one file, with a stable identity, and how the same
/// edit is expressed inside a mutant schema (when it can be).
public struct Mutant: Sendable, Equatable, Hashable, Codable {
  /// The stable identity: the file, the operator and a fingerprint of the edit and the tokens
  /// around it (`Sources/Variants/KVO/Counter/CounterModel.swift:comparison:3fa90c1d`). It does
  /// not change when lines are added elsewhere in the file, and the same sources give the same
  /// identities; the equivalent-mutant list is keyed by it.
  public var id: String
  /// The file's path relative to the package root.
  public var file: String
  /// The line the edit starts on.
  public var line: Int
  public var `operator`: MutationOperator
  /// The bytes `[start, end)` of the file that the edit replaces.
  public var start: Int
  public var end: Int
  /// What replaces them.
  public var replacement: String
  /// The edit as a schema expresses it; nil when only a build of its own can.
  public var schema: SchemaForm?

  public init(
    id: String, file: String, line: Int, operator: MutationOperator, start: Int, end: Int,
    replacement: String, schema: SchemaForm?
  ) {
    self.id = id
    self.file = file
    self.line = line
    self.operator = `operator`
    self.start = start
    self.end = end
    self.replacement = replacement
    self.schema = schema
  }

  /// The file's text with this mutant applied.
  public func apply(to text: String) -> String {
    var bytes = Array(text.utf8)
    bytes.replaceSubrange(start..<end, with: Array(replacement.utf8))
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// How one mutant is switched on inside a schema: the file keeps every other byte, and the
/// mutant's code runs only while `WORKBENCH_MUTANT` names it.
public enum SchemaForm: Sendable, Equatable, Hashable, Codable {
  /// Text inserted into the file around regions of it (a statement put under
  /// `if !workbenchMutant(n) { … }`, a receiver handed to `workbenchWithout(n, …)`).
  case insertions([SchemaInsertion])
  /// A literal token `[start, end)` that reads `value` while the mutant is on.
  case literal(start: Int, end: Int, value: String)
  /// A binary operator token `[start, end)` that behaves as `replacement` while the mutant is
  /// on, keeping the original's precedence.
  case binaryOperator(start: Int, end: Int, original: String, replacement: String)
}

/// Text a schema inserts at one offset, as the opening or closing of a region; insertions at
/// the same offset are ordered so that regions nest (closings first, the shorter region's
/// first; then openings, the longer region's first).
public struct SchemaInsertion: Sendable, Equatable, Hashable, Codable {
  public var offset: Int
  /// The text, where `\u{1}` stands for the mutant's number.
  public var text: String
  public var regionStart: Int
  public var regionEnd: Int
  public var opens: Bool
  /// A closing in the middle of the mutant's edit (`) { $0` before a removed operator), which
  /// goes after the closings of regions as long as its own.
  public var middle: Bool

  public init(
    offset: Int, text: String, regionStart: Int, regionEnd: Int, opens: Bool,
    middle: Bool = false
  ) {
    self.offset = offset
    self.text = text
    self.regionStart = regionStart
    self.regionEnd = regionEnd
    self.opens = opens
    self.middle = middle
  }

  /// `text` before and after the bytes `[start, end)`.
  public static func around(_ start: Int, _ end: Int, _ prefix: String, _ suffix: String)
    -> [SchemaInsertion]
  {
    [
      SchemaInsertion(offset: start, text: prefix, regionStart: start, regionEnd: end, opens: true),
      SchemaInsertion(offset: end, text: suffix, regionStart: start, regionEnd: end, opens: false),
    ]
  }

  /// Whether this insertion goes before `other` at the same offset.
  func goesBefore(_ other: SchemaInsertion) -> Bool {
    if opens != other.opens { return !opens }
    let length = regionEnd - regionStart
    let otherLength = other.regionEnd - other.regionStart
    if opens { return length > otherLength }
    if length != otherLength { return length < otherLength }
    return !middle && other.middle
  }
}
