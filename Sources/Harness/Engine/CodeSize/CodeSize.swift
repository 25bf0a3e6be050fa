
/// The size of one variant's implementation of one feature.
public struct CodeSize: Sendable, Equatable, Codable {
  /// Lines holding code: not blank and not only comment (`//`, `///`, `/* */`).
  public let linesOfCode: Int
  /// Swift source files.
  public let files: Int
  /// Type declarations: classes, structs, enums, protocols and actors (not extensions).
  public let types: Int

  public init(linesOfCode: Int, files: Int, types: Int) {
    self.linesOfCode = linesOfCode
    self.files = files
    self.types = types
  }

  /// No code at all: the size of a feature a variant does not implement.
  public static let zero = CodeSize(linesOfCode: 0, files: 0, types: 0)

  /// The sizes added up.
  public static func + (lhs: CodeSize, rhs: CodeSize) -> CodeSize {
    CodeSize(
      linesOfCode: lhs.linesOfCode + rhs.linesOfCode, files: lhs.files + rhs.files,
      types: lhs.types + rhs.types)
  }
}
