import Foundation
import Testing

/// `Sources/Harness/Engine/README.md` follows a step through the code by file name; these tests
/// keep the names it gives pointing at files that exist.
@Suite("The engine's life-of-a-step page")
struct EngineReadmeTests {
  static let root = RepositoryScenarios.root

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every code span of `text` that names a file or folder: a path, or a bare `….swift`.
  static func paths(in text: String) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
      .filter { span in
        !span.contains(" ") && !span.contains("<") && !span.contains("*")
          && !span.contains("…") && (span.hasSuffix(".swift") || span.contains("/"))
          && !span.hasPrefix("--")
      }
  }

  /// Every Swift file name under `Sources/`.
  static func swiftFileNames() -> Set<String> {
    let sources = root.appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String]
    return Set(
      (files ?? []).filter { $0.hasSuffix(".swift") }.map {
        URL(fileURLWithPath: $0).lastPathComponent
      })
  }

  @Test("every file and folder it names exists")
  func namedFilesExist() throws {
    let page = try Self.text("Sources/Harness/Engine/README.md")
    let paths = Self.paths(in: page)
    #expect(paths.count > 40)
    let names = Self.swiftFileNames()
    for path in paths {
      let resolved = path.hasPrefix("Engine/") ? "Sources/Harness/" + path : path
      if resolved.contains("/") {
        #expect(
          FileManager.default.fileExists(
            atPath: Self.root.appendingPathComponent(resolved).path),
          "\(path) does not exist")
      } else {
        #expect(names.contains(resolved), "no \(path) under Sources/")
      }
    }
  }

  @Test("its example is the line it says it is, and the README's Layout links to it")
  func exampleAndLink() throws {
    let page = try Self.text("Sources/Harness/Engine/README.md")
    let scenario = try Self.text("Scenarios/counter/count-up.scenario")
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(page.contains("The example is line 3 of `Scenarios/counter/count-up.scenario`"))
    #expect(page.contains("```\n\(scenario[2])\n```"))
    let readme = try Self.text("README.md")
    let layout = try #require(readme.range(of: "## Layout"))
    let next = readme[layout.upperBound...].range(of: "\n## ")?.lowerBound ?? readme.endIndex
    #expect(readme[layout.upperBound..<next].contains("(Sources/Harness/Engine/README.md)"))
  }
}
