
/// Helpers for inline Markdown.
enum MarkdownText {
  /// `text` as a code span, with enough backticks to hold any backticks inside it.
  static func code(_ text: String) -> String {
    var fence = "`"
    while text.contains(fence) { fence += "`" }
    let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
    return fence + padding + text + padding + fence
  }

  /// A fenced code block of `language`, with a fence longer than any backtick run inside.
  static func block(_ text: String, language: String = "") -> String {
    var fence = "```"
    while text.contains(fence) { fence += "`" }
    return "\(fence)\(language)\n\(text)\n\(fence)"
  }
}
