import Engine
import Foundation
import SceneContract
import Testing
import VariantRegistry

/// The files the guide (`Sources/Variants/README.md`, *Add a style*) prints for `MyStyle`, as
/// `path → text`: every Swift block whose lines start with `// Sources/Variants/MyStyle/…`,
/// cut at each such line.
enum GuideSkeleton {
  static let marker = "// Sources/Variants/MyStyle/"
  static let guide = RepositoryScenarios.root.appendingPathComponent("Sources/Variants/README.md")
  static let copies = RepositoryScenarios.root.appendingPathComponent(
    "Tests/HarnessTests/Guide/MyStyle")

  static func files() throws -> [String: String] {
    let text = try String(contentsOf: guide, encoding: .utf8)
    var files: [String: String] = [:]
    var path: String?
    var lines: [String] = []
    var fenceIndent: Int?
    func flush() {
      while lines.last?.isEmpty == true { lines.removeLast() }
      if let path { files[path] = lines.joined(separator: "\n") + "\n" }
      path = nil
      lines = []
    }
    for rawLine in text.components(separatedBy: "\n") {
      let line = rawLine.drop { $0 == " " }
      let indent = rawLine.count - line.count
      if line.hasPrefix("```") {
        flush()
        fenceIndent = fenceIndent == nil && line.hasPrefix("```swift") ? indent : nil
        continue
      }
      guard let fenceIndent else { continue }
      if line.hasPrefix(marker) {
        flush()
        path = String(line.dropFirst(marker.count))
      } else if path != nil {
        lines.append(String(rawLine.dropFirst(min(indent, fenceIndent))))
      }
    }
    return files
  }

  /// The copies compiled into this test target, as `path → text` without their first line
  /// (the marker naming the file).
  static func compiledCopies() throws -> [String: String] {
    var found: [String: String] = [:]
    let paths = FileManager.default.enumerator(atPath: copies.path)?.compactMap { $0 as? String }
    for path in paths ?? [] where path.hasSuffix(".swift") {
      let text = try String(contentsOf: copies.appendingPathComponent(path), encoding: .utf8)
      found[path] = String(text.drop { $0 != "\n" }.dropFirst())
    }
    return found
  }
}

@Suite("The guide's skeleton style compiles and runs as printed")
@MainActor
struct GuideSkeletonTests {
  @Test("every file the guide prints is compiled here, word for word, and nothing else")
  func printedFilesAreTheCompiledOnes() throws {
    let printed = try GuideSkeleton.files()
    let compiled = try GuideSkeleton.compiledCopies()
    #expect(printed.keys.sorted() == compiled.keys.sorted())
    for (path, text) in compiled {
      #expect(printed[path] == text, "\(path) differs from the guide")
    }
  }

  @Test("the declaration names only files the skeleton has, a colour and id of its own")
  func declarationMatchesTheSkeleton() throws {
    let declaration = MyStyleStyle.declaration
    #expect(Set(declaration.features.keys) == Set(FeatureDeclaration.ids))
    for style in Registry.styles {
      #expect(style.colour.lowercased() != declaration.colour.lowercased(), "\(style.id)")
      #expect(style.id != declaration.id)
      #expect(style.displayName != declaration.displayName)
    }
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("guide-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    for (path, text) in try GuideSkeleton.files() {
      let url = root.appendingPathComponent("Sources/Variants/MyStyle/\(path)")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(RegistryCheck.problem(in: [declaration], repositoryRoot: root) == nil)
  }

  @Test("the skeleton plays a scenario of every feature to its end and leaves nothing alive")
  func skeletonRuns() throws {
    let runner = ScenarioRunner(
      registry: [MyStyleStyle.declaration], fixturesRoot: RepositoryScenarios.fixturesRoot)
    for feature in FeatureDeclaration.ids {
      let scenario = try #require(try RepositoryScenarios.loaded(feature).get().first)
      let run = runner.run(scenario, variant: MyStyleStyle.declaration.id)
      #expect(!run.steps.isEmpty, "\(feature)")
      #expect(!run.leaks, "\(feature) leaked")
    }
  }
}
