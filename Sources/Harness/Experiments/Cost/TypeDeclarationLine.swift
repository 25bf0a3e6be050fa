/// The type a line of Swift declares, if it opens one: `final class X`, `@MainActor struct Y`,
/// `private enum Z: Error`, `protocol P`, `actor A`.
enum TypeDeclarationLine {
  private static let keywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor"]
  private static let modifiers: Set<Substring> = [
    "public", "internal", "private", "fileprivate", "open", "final", "nonisolated", "indirect",
    "package",
  ]

  /// The name of the type `line` declares, or nil.
  static func name(in line: String) -> String? {
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
    while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) {
      words = words.dropFirst()
    }
    guard let keyword = words.first, keywords.contains(keyword),
      let nameWord = words.dropFirst().first
    else { return nil }
    let name = nameWord.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
    guard let first = name.first, first.isLetter || first == "_" else { return nil }
    // `class func` and `class var` declare members, not types.
    if keyword == "class", ["func", "var", "let", "subscript"].contains(String(name)) {
      return nil
    }
    return String(name)
  }

  /// The types `patch` declares in added lines and not in removed ones, in patch order.
  static func added(by patch: UnifiedPatch) -> [String] {
    let removed = Set(patch.files.flatMap(\.removedLines).compactMap(name(in:)))
    var seen: Set<String> = []
    return patch.files.flatMap(\.addedLines).compactMap(name(in:)).filter {
      !removed.contains($0) && seen.insert($0).inserted
    }
  }
}
