import Foundation
import SceneContract
import Testing
import VariantRegistry

/// The off-main figures each style's README quotes are the committed baseline's, so they cannot
/// drift: a README whose table differs from `Reports/baseline.json` fails, and the failure
/// prints the table to paste.
@Suite("Style READMEs quote the baseline's off-main figures")
struct StyleReadmeFiguresTests {
  static let opening = "<!-- off-main figures: checked against Reports/baseline.json -->"
  static let closing = "<!-- /off-main figures -->"

  @Test("its off-main table is the baseline's", arguments: StyleParityTests.styles)
  func offMainTableIsTheBaselines(name: String) throws {
    let style = try StyleParityTests.style(name)
    let readme = try String(
      contentsOf: StyleParityTests.root.appendingPathComponent(
        "Sources/Variants/\(style.folder)/README.md"),
      encoding: .utf8)
    let expected = try Self.table(for: name, baseline: Self.baseline())
    let quoted = Self.block(in: readme)
    #expect(
      quoted == expected,
      "\(name)'s README should hold, between \(Self.opening) and \(Self.closing):\n\(expected)")
  }

  @Test func aDriftedFigureIsCaught() throws {
    let baseline = try Self.baseline()
    let table = try Self.table(for: "callback", baseline: baseline)
    var rows = table.split(separator: "\n").map(String.init)
    rows[rows.count - 1] = "| web-page | none | 99.99 |"
    let drifted = rows.joined(separator: "\n")
    let readme = "intro\n\(Self.opening)\n\(drifted)\n\(Self.closing)\nrest"
    #expect(Self.block(in: readme) == drifted)
    #expect(Self.block(in: readme) != table, "one drifted figure fails the comparison")
    #expect(Self.block(in: "no block here") == nil)
  }

  // MARK: - The table

  /// One row per feature: its Swift 6 escape hatches and its thread hops per input.
  static func table(for variant: String, baseline: [[String: Any]]) throws -> String {
    var lines = [
      "| feature | Swift 6 escape hatches | thread hops / input |",
      "| --- | --- | ---: |",
    ]
    for feature in baseline {
      let name = try #require(feature["feature"] as? String)
      let variants = try #require(feature["variants"] as? [[String: Any]])
      let report = try #require(variants.first { $0["variant"] as? String == variant })
      let hatches = (report["escapeHatches"] as? [String: Int]) ?? [:]
      let hops = (report["threadHopsPerInput"] as? Double).map { String(format: "%.2f", $0) }
      lines.append("| \(name) | \(summary(of: hatches)) | \(hops ?? "–") |")
    }
    return lines.joined(separator: "\n")
  }

  static func summary(of hatches: [String: Int]) -> String {
    let names = [
      ("uncheckedSendable", "`@unchecked Sendable`"), ("nonisolatedUnsafe", "`nonisolated(unsafe)`"),
      ("assumeIsolated", "`MainActor.assumeIsolated`"), ("preconcurrency", "`@preconcurrency`"),
      ("taskDetached", "`Task.detached`"),
    ]
    let used = names.compactMap { key, name in
      (hatches[key] ?? 0) > 0 ? "\(hatches[key] ?? 0) \(name)" : nil
    }
    return used.isEmpty ? "none" : used.joined(separator: ", ")
  }

  static func block(in readme: String) -> String? {
    guard let start = readme.range(of: opening), let end = readme.range(of: closing),
      start.upperBound <= end.lowerBound
    else { return nil }
    return readme[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func baseline() throws -> [[String: Any]] {
    let data = try Data(
      contentsOf: StyleParityTests.root.appendingPathComponent("Reports/baseline.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(json["features"] as? [[String: Any]])
  }
}
