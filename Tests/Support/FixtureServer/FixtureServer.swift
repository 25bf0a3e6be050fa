import Foundation

/// `Tests/Servers/fixture_server.py` on 127.0.0.1, started once for the whole test run and
/// shared by every test target that talks to a real HTTP server.
///
/// The server stops by itself when its standard input closes, which happens when the test
/// process ends, so no test waits for it to shut down.
public enum FixtureServer {
  private struct Running: Sendable {
    let process: Process
    let input: FileHandle
    let baseURL: String
  }

  private struct DidNotStart: Error, CustomStringConvertible {
    let firstLine: String
    var description: String { "fixture_server.py printed \"\(firstLine)\" instead of its port" }
  }

  private static let running: Result<Running, any Error> = Result { try start() }

  /// The running server's base URL, e.g. `http://127.0.0.1:40123`.
  public static func baseURL() throws -> String {
    try running.get().baseURL
  }

  private static func start() throws -> Running {
    let script = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Servers/fixture_server.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path]
    let output = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardInput = input
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
    return Running(
      process: process, input: input.fileHandleForWriting, baseURL: "http://127.0.0.1:\(port)")
  }
}
