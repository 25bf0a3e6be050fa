import Foundation

/// The `file:line:column: error:` lines of a build's output, with paths made relative to the
/// package that was built.
enum CompilerErrors {
  struct Error {
    /// The path relative to the package.
    let file: String
    let line: Int
    /// The whole line with the package's path taken out, for the report.
    let text: String
  }

  static func parse(_ output: String, package: URL) -> [Error] {
    let prefix = package.standardizedFileURL.path + "/"
    var errors: [Error] = []
    for line in output.split(separator: "\n") where line.contains(": error: ") {
      let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count == 4, let number = Int(parts[1]) else { continue }
      var path = String(parts[0])
      if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
      let text = String(line).replacingOccurrences(of: prefix, with: "")
      errors.append(Error(file: path, line: number, text: text))
    }
    return errors
  }
}
