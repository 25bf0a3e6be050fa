import Foundation
import SceneContract
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage
@testable import WorkbenchCommandLine

/// Failures that name their cause in a sentence: the missing page manifest, the byte that is
/// not UTF-8, the duration limit, an unreadable baseline, an unwritable report.
@Suite("Failures say what went wrong")
@MainActor
struct PlainFailureTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("failures-\(UUID().uuidString)", isDirectory: true)

  func write(_ name: String, _ bytes: [UInt8]) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url
  }

  @Test("web-page scenarios without the page manifest name the manifest")
  func missingPageManifest() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixtures = folder.appendingPathComponent("Scenarios/fixtures", isDirectory: true)
    try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
    let runner = ScenarioRunner(registry: [], fixturesRoot: fixtures)
    let page = try ScenarioLoader.parse(
      "tap goButton\n", path: "Scenarios/web-page/go.scenario", feature: .webPage)
    let counter = try ScenarioLoader.parse(
      "tap countUpButton\n", path: "Scenarios/counter/up.scenario", feature: .counter)
    try runner.validate([counter])
    #expect {
      try runner.validate([counter, page])
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix("Scenarios/fixtures/pages/pages.json:1:1: ")
        && text.contains("no such file") && text.contains("Scenarios/web-page/go.scenario")
    }
  }

  @Test("invalid UTF-8 is reported at its line and column")
  func invalidUTF8() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try write("bad.scenario", Array("tap a\nbé".utf8) + [0xFF] + Array(" x\n".utf8))
    #expect(ScenarioLoader.firstInvalidUTF8(in: try Data(contentsOf: url)) == (2, 3))
    #expect {
      _ = try ScenarioLoader.readText(at: url, path: "Scenarios/counter/bad.scenario")
    } throws: { error in
      "\(error)".hasPrefix("Scenarios/counter/bad.scenario:2:3: expected UTF-8 text")
    }
    #expect(ScenarioLoader.firstInvalidUTF8(in: Data([0xC3])) == (1, 1))
  }

  @Test("a duration past the limit names the limit")
  func durationLimit() {
    for text in ["advance 2000000000s\n", "advance 99999999999999ms\n"] {
      #expect {
        _ = try ScenarioLoader.parse(text, path: "c.scenario", feature: .counter)
      } throws: { error in
        "\(error)".contains("is longer than the longest duration, 1000000000s (1000000000000ms)")
      }
    }
    #expect(TokenCursor.duration("1000000000s") == .seconds(1_000_000_000))
    #expect(!TokenCursor.exceedsLongestDuration("2.5ms"))
  }

  @Test("an unreadable baseline says why in a few words")
  func baselineRead() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    func reason(_ url: URL) -> String {
      do {
        _ = try BaselineFile.read(url)
        return "read"
      } catch {
        return FileFailure.reason(error, at: url, writing: false)
      }
    }
    #expect(
      reason(folder.appendingPathComponent("none.json"))
        == "its folder \(folder.path) does not exist")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(reason(folder.appendingPathComponent("none.json")) == "no such file")
    #expect(reason(folder) == "it is a folder")
    #expect(reason(try write("text.json", Array("not json".utf8))).hasPrefix("it is not JSON"))
    #expect(
      reason(try write("shape.json", Array(#"{"schemaVersion": 1}"#.utf8)))
        .hasPrefix("it is not a workbench report: `"))
  }

  @Test("an unwritable report location says why in a few words")
  func reportWrite() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try write("file", Array("x".utf8))
    let target = file.appendingPathComponent("latest/report.json")
    do {
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      Issue.record("expected a failure")
    } catch {
      #expect(
        FileFailure.reason(error, at: target, writing: true)
          == "\(file.path) is a file, not a folder")
    }
  }
}
