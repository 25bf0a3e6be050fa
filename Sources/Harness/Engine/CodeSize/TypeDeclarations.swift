
/// Counts type declarations in a stream of Swift tokens (comments and string contents removed).
enum TypeDeclarations {
  /// Keywords that introduce a type.
  static let introducers: Set<String> = ["class", "struct", "enum", "protocol", "actor"]

  /// Words that may follow `class` without it declaring a type (`class func`, `class var` …).
  static let memberWords: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static",
    "private", "fileprivate", "internal", "public", "open", "required", "convenience",
    "dynamic", "nonisolated", "mutating", "lazy", "weak", "unowned", "indirect", "case",
    "typealias", "where",
  ]

  /// Tokens after which an introducer word is not a declaration: member access, an argument
  /// label (`f(actor x: …)`), a binding, or an import of a single symbol (`import struct M.T`).
  static let blockingPredecessors: Set<String> = [".", "(", ",", "let", "var", "func", "import"]

  /// The number of type declarations in `tokens`.
  static func count(in tokens: [String]) -> Int {
    var count = 0
    for (offset, token) in tokens.enumerated() where introducers.contains(token) {
      guard offset + 1 < tokens.count else { continue }
      let name = tokens[offset + 1]
      guard let first = name.utf8.first, ASCII.isIdentifier(first) || first == ASCII.backtick,
        !memberWords.contains(name)
      else { continue }
      if offset > 0, blockingPredecessors.contains(tokens[offset - 1]) { continue }
      count += 1
    }
    return count
  }
}
