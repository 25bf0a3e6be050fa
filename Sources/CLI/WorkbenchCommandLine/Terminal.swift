import Foundation
import Reports

/// Standard output and error, unbuffered, and the progress line shown on a terminal.
enum Terminal {
  /// Whether standard output is a terminal (not a pipe or file).
  static var isInteractiveOutput: Bool { isatty(1) == 1 }

  /// Whether standard input is a terminal.
  static var isInteractiveInput: Bool { isatty(0) == 1 }

  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
  }

  /// A path for messages: relative to the current directory when inside it.
  static func display(_ url: URL) -> String {
    let current = FileManager.default.currentDirectoryPath + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
  }
}
