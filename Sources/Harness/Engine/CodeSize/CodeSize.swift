
/// The size of one variant's implementation of one feature.
public struct CodeSize: Sendable, Equatable, Codable {
  /// Lines holding code: not blank and not only comment (`//`, `///`, `/* */`).
  public let linesOfCode: Int
  /// Swift source files.
  public let files: Int
  /// Type declarations: classes, structs, enums, protocols and actors (not extensions).
  public let types: Int
  /// Where the code overrides Swift 6's isolation and sendability checks.
  public let escapeHatches: EscapeHatches

  public init(
    linesOfCode: Int, files: Int, types: Int, escapeHatches: EscapeHatches = EscapeHatches()
  ) {
    self.linesOfCode = linesOfCode
    self.files = files
    self.types = types
    self.escapeHatches = escapeHatches
  }

  /// No code at all: the size of a feature a variant does not implement.
  public static let zero = CodeSize(linesOfCode: 0, files: 0, types: 0)

  /// The sizes added up.
  public static func + (lhs: CodeSize, rhs: CodeSize) -> CodeSize {
    CodeSize(
      linesOfCode: lhs.linesOfCode + rhs.linesOfCode, files: lhs.files + rhs.files,
      types: lhs.types + rhs.types, escapeHatches: lhs.escapeHatches + rhs.escapeHatches)
  }

  private enum CodingKeys: String, CodingKey {
    case linesOfCode, files, types, escapeHatches
  }

  /// Reads a size; one recorded before escape hatches were counted has none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    linesOfCode = try container.decode(Int.self, forKey: .linesOfCode)
    files = try container.decode(Int.self, forKey: .files)
    types = try container.decode(Int.self, forKey: .types)
    escapeHatches =
      try container.decodeIfPresent(EscapeHatches.self, forKey: .escapeHatches)
      ?? EscapeHatches()
  }
}
