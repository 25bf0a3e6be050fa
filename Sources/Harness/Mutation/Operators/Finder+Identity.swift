/// Stable identities: the file, the operator and a fingerprint of the edit with the tokens
/// around it, numbered when the same fingerprint occurs more than once in the file.
extension Finder {
  /// The context on each side that goes into a fingerprint, in tokens.
  static let context = 3

  func identified() -> [Mutant] {
    var seen: [String: Int] = [:]
    return candidates.map { candidate in
      let before = tokens[max(0, candidate.firstToken - Self.context)..<candidate.firstToken]
      let after = tokens[(candidate.lastToken + 1)..<min(tokens.count, candidate.lastToken + 1 + Self.context)]
      let key = ([candidate.operator.rawValue, slice(candidate.start, candidate.end), candidate.replacement]
        + before.map(\.text) + ["|"] + after.map(\.text)).joined(separator: "\u{0}")
      let occurrence = seen[key, default: 0]
      seen[key] = occurrence + 1
      let fingerprint = Fingerprint.hex(of: key + "\u{0}\(occurrence)")
      return Mutant(
        id: "\(file):\(candidate.operator.rawValue):\(fingerprint)", file: file,
        line: tokens[candidate.firstToken].line, operator: candidate.operator,
        start: candidate.start, end: candidate.end, replacement: candidate.replacement,
        schema: candidate.schema)
    }
  }
}

/// FNV-1a, 32 bits, as eight hex digits: short, stable across runs and platforms (Swift's
/// `Hasher` is seeded per process).
enum Fingerprint {
  static func value(of text: String) -> UInt32 {
    var hash: UInt32 = 0x811c_9dc5
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return hash
  }

  static func hex(of text: String) -> String {
    let digits = String(value(of: text), radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
