import Foundation
import Mutation
import SceneContract

/// The role tests a cell's mutants are checked against, as a `swift test --filter` pattern:
/// the test types declared in `Tests/VariantTests/<Style>/<Feature>/`, or for the domain the
/// domain tests of the feature's files.
enum RoleTestFilter {
  /// The domain test files that test each feature's domain folder, by file-name prefix.
  static let domainTestPrefixes: [String: [String]] = [
    "Counter": ["Counter"],
    "WebPage": ["WebPage"],
    "RestaurantSearch": ["Hotpepper"],
    "RouteRecorder": ["GPX", "Route", "Coordinates", "Replay"],
  ]

  static func pattern(
    for cell: MutationCell, styleFolder: String?, featureFolder: String, root: URL
  ) -> String? {
    let target: String
    let files: [URL]
    if cell.isDomain {
      target = "DomainTests"
      let folder = root.appending(path: "Tests/DomainTests", directoryHint: .isDirectory)
      let prefixes = domainTestPrefixes[featureFolder] ?? [featureFolder]
      files = swiftFiles(in: folder).filter { url in
        prefixes.contains { url.lastPathComponent.hasPrefix($0) }
      }
    } else {
      target = "VariantTests"
      // Besides the feature's role tests: the tests of the style's shared files (at the top
      // of its test folder, as a wireframe's), which a feature's mutants of those files can
      // break, and the parity tests, which hold every style to its declaration (its id, name
      // and folder).
      let tests = root.appending(
        path: "Tests/VariantTests/\(styleFolder ?? cell.style)", directoryHint: .isDirectory)
      files =
        swiftFiles(in: tests.appending(path: featureFolder, directoryHint: .isDirectory))
        + swiftFiles(in: tests)
        + [root.appending(path: "Tests/VariantTests/Parity/StyleParityTests.swift")]
    }
    let types = files.flatMap { url in
      testTypes(in: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
    }
    guard !types.isEmpty else { return nil }
    return "\(target)\\.(\(types.sorted().joined(separator: "|")))/"
  }

  static func swiftFiles(in folder: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0) }
  }

  /// The names of the top-level types a test file declares (`struct XTests`,
  /// `final class XTests: XCTestCase`).
  static func testTypes(in text: String) -> [String] {
    var names: [String] = []
    for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
      let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && $0 != "final" }
      guard words.count >= 2, ["struct", "class", "enum"].contains(words[0]) else { continue }
      let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if name.hasSuffix("Tests") { names.append(String(name)) }
    }
    return names
  }
}
