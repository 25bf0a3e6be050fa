import Foundation

/// `Tests/Servers/fixture_server.py` on 127.0.0.1, started once for the whole test run and
/// shared by every test target that talks to a real HTTP server.
///
/// The server stops by itself when its standard input closes, which happens when the test
/// process ends, so no test waits for it to shut down.
public enum FixtureServer {
  /// A server of a test's own, whose standard error the test can read once it stopped.
  public struct Instance: Sendable {
    let process: Process
    let input: FileHandle
    let errors: FileHandle?
    /// The server's base URL, e.g. `http://127.0.0.1:40123`.
    public let baseURL: String

    /// Closes the server's standard input, waits for it to end and returns what it wrote to
    /// standard error (empty for an instance without a captured standard error).
    public func stop() throws -> String {
      try input.close()
      process.waitUntilExit()
      guard let errors else { return "" }
      return String(decoding: try errors.readToEnd() ?? Data(), as: UTF8.self)
    }
  }

  private struct DidNotStart: Error, CustomStringConvertible {
    let firstLine: String
    var description: String { "fixture_server.py printed \"\(firstLine)\" instead of its port" }
  }

  private static let running: Result<Instance, any Error> = Result {
    try launch(capturingErrors: false)
  }

  /// The running server's base URL, e.g. `http://127.0.0.1:40123`.
  public static func baseURL() throws -> String {
    try running.get().baseURL
  }

  /// Starts a new server; with `capturingErrors` its standard error is kept for
  /// ``Instance/stop()`` instead of joining the test run's.
  public static func launch(capturingErrors: Bool) throws -> Instance {
    let script = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Servers/fixture_server.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    let output = Pipe()
    let input = Pipe()
    let errors = capturingErrors ? Pipe() : nil
    process.standardOutput = output
    process.standardInput = input
    if let errors { process.standardError = errors }
    try process.run()
    var line = Data()
    while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty,
      byte != Data("\n".utf8)
    {
      line += byte
    }
    let text = String(decoding: line, as: UTF8.self)
    guard let port = Int(text) else {
      process.terminate()
      throw DidNotStart(firstLine: text)
    }
    return Instance(
      process: process, input: input.fileHandleForWriting,
      errors: errors?.fileHandleForReading, baseURL: "http://127.0.0.1:\(port)")
  }
}
