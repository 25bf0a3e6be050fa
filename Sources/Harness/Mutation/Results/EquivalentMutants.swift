import Foundation

/// The committed list of surviving mutants judged equivalent (they change the code but not
/// what it does), one per line with its reason: `<mutant id>  <reason>`. Later runs skip
/// them. Blank lines and lines starting with `#` are comments.
public struct EquivalentMutants: Sendable, Equatable {
  /// Where the list lives, relative to the package root.
  public static let path = "Scenarios/mutation-equivalents.txt"

  /// Each listed mutant's reason, by id.
  public var reasons: [String: String]

  public init(reasons: [String: String] = [:]) { self.reasons = reasons }

  /// Parses the list; a line without a reason is an error (the reason is the point).
  public init(text: String, source: String = path) throws(MutationError) {
    var reasons: [String: String] = [:]
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = raw.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let parts = line.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
      guard parts.count == 2 else {
        throw MutationError("\(source):\(number + 1): a mutant id and a one-line reason")
      }
      reasons[String(parts[0])] = parts[1].trimmingCharacters(in: .whitespaces)
    }
    self.reasons = reasons
  }

  /// The list at `root`, empty when there is none.
  public static func load(root: URL) throws(MutationError) -> EquivalentMutants {
    let url = root.appending(path: path)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      return EquivalentMutants()
    }
    return try EquivalentMutants(text: text)
  }
}

/// A mutation run that cannot go on, with the reason.
public struct MutationError: Error, CustomStringConvertible, Sendable {
  public let description: String
  public init(_ description: String) { self.description = description }
}
