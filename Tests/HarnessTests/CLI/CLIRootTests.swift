import Foundation
import SceneContract
import Testing
import VariantRegistry

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage
@testable import WorkbenchCommandLine

@Suite("Repository root finder")
struct CLIRootTests {
  /// A temporary tree: `<tmp>/repo/{Package.swift, Scenarios/, Sources/Deep/Er/}`.
  func makeRepository() throws -> URL {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("root-\(UUID().uuidString)", isDirectory: true)
    let repo = base.appendingPathComponent("repo", isDirectory: true)
    try FileManager.default.createDirectory(
      at: repo.appendingPathComponent("Scenarios/counter"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: repo.appendingPathComponent("Sources/Deep/Er"), withIntermediateDirectories: true)
    try "// swift-tools-version: 6.0\n".write(
      to: repo.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    return repo
  }

  @Test("walks up from a nested folder to the repository")
  func walksUp() throws {
    let repo = try makeRepository()
    defer { try? FileManager.default.removeItem(at: repo.deletingLastPathComponent()) }
    let found = try RepositoryRoot.locate(
      override: nil, from: repo.appendingPathComponent("Sources/Deep/Er"))
    #expect(found.standardizedFileURL.path == repo.standardizedFileURL.path)
    #expect(try RepositoryRoot.locate(override: nil, from: repo).path == repo.path)
  }

  @Test("a folder with Package.swift but no Scenarios/ is not the repository")
  func needsScenarios() throws {
    let repo = try makeRepository()
    let base = repo.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: base) }
    try "".write(
      to: base.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    #expect(throws: RepositoryRoot.NotFound.self) {
      try RepositoryRoot.locate(override: nil, from: base)
    }
  }

  @Test("--root overrides the search, relative to the current directory")
  func override() throws {
    let repo = try makeRepository()
    let base = repo.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: base) }
    let found = try RepositoryRoot.locate(override: "repo", from: base)
    #expect(found.path == repo.standardizedFileURL.path)
    #expect(throws: RepositoryRoot.NotFound.self) {
      try RepositoryRoot.locate(override: "repo/Sources", from: base)
    }
  }

  @Test("--root through a symbolic link works from any working directory")
  @MainActor
  func throughSymbolicLink() throws {
    let repo = try makeRepository()
    let base = repo.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: base) }
    for feature in FeatureDeclaration.ids.map(\.rawValue) {
      try FileManager.default.createDirectory(
        at: repo.appendingPathComponent("Scenarios/\(feature)"), withIntermediateDirectories: true)
      try "# Nothing.\n\nadvance 1s\n".write(
        to: repo.appendingPathComponent("Scenarios/\(feature)/wait.scenario"), atomically: true,
        encoding: .utf8)
    }
    let pages = repo.appendingPathComponent("Scenarios/fixtures/pages")
    try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
    try #"{"pages": []}"#.write(
      to: pages.appendingPathComponent("pages.json"), atomically: true, encoding: .utf8)
    let link = base.appendingPathComponent("link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: repo)
    let elsewhere = FileManager.default.temporaryDirectory
    for (override, start) in [(link.path, URL(fileURLWithPath: "/")), ("link", base),
      (link.path + "/", elsewhere), ("link/Sources/..", base)]
    {
      let found = try RepositoryRoot.locate(override: override, from: start)
      #expect(found.resolvingSymlinksInPath().path == repo.resolvingSymlinksInPath().path)
      let workbench = try Workbench(registry: Registry.styles, repositoryRoot: found)
      #expect(
        workbench.scenarios.count == FeatureDeclaration.all.count,
        "\(override) from \(start.path)")
    }
  }

  @Test("outside any repository the error says how to fix it")
  func notFound() throws {
    let empty = FileManager.default.temporaryDirectory
      .appendingPathComponent("empty-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    do {
      _ = try RepositoryRoot.locate(override: nil, from: empty)
      Issue.record("expected NotFound")
    } catch {
      #expect(error.message.contains("pass --root <path>"))
    }
  }
}
