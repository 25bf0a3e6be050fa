import Engine

/// Which folder under `Reports/` a run writes to, so that only a full, timed run of the whole
/// matrix replaces `Reports/latest/`.
public enum ReportFolder {
  /// The folder for a run of `selection`, relative to the repository: `Reports/latest` for the
  /// whole matrix, timed; otherwise `Reports/latest-<filters>` (`latest-counter-my-style`,
  /// `latest-quick`), each filter reduced to letters, digits, `.`, `_` and `-`.
  public static func path(for selection: Selection, timed: Bool = true) -> String {
    var parts: [String] = []
    if let feature = selection.feature { parts.append(feature.rawValue) }
    if let variant = selection.variant { parts.append(variant.rawValue) }
    if let scenario = selection.scenario { parts.append(scenario) }
    if !timed { parts.append("quick") }
    guard !parts.isEmpty else { return "Reports/latest" }
    let name = parts.map(safe).joined(separator: "-")
    return "Reports/latest-\(name)"
  }

  static func safe(_ part: String) -> String {
    String(
      part.prefix(60).map { character in
        character.isASCII && (character.isLetter || character.isNumber || "._-".contains(character))
          ? character : "_"
      })
  }
}
