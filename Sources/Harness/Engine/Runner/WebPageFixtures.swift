import Foundation
import WebKitLite

/// The pages web views load in scenarios: the manifest of `Scenarios/fixtures/pages/`.
enum WebPageFixtures {
  /// The pages folder inside the fixtures folder.
  static func directory(fixturesRoot: URL) -> URL {
    fixturesRoot.appendingPathComponent("pages", isDirectory: true)
  }

  /// The library of the pages folder; without a manifest, no pages (every load fails as an
  /// unknown host).
  ///
  /// - Throws: ``WebPageLibraryError`` naming the manifest when it is unreadable or invalid.
  static func load(fixturesRoot: URL) throws(WebPageLibraryError) -> WebPageLibrary {
    let directory = directory(fixturesRoot: fixturesRoot)
    let manifest = directory.appendingPathComponent(WebPageLibrary.manifestFileName)
    guard FileManager.default.fileExists(atPath: manifest.path) else { return .empty }
    return try WebPageLibrary(directory: directory)
  }

  /// Whether the pages folder holds a manifest.
  static func hasManifest(fixturesRoot: URL) -> Bool {
    FileManager.default.fileExists(
      atPath: directory(fixturesRoot: fixturesRoot)
        .appendingPathComponent(WebPageLibrary.manifestFileName).path)
  }

  /// ``load(fixturesRoot:)`` for hosts built after validation: a manifest that stopped being
  /// valid gives no pages, so every load fails visibly.
  static func make(fixturesRoot: URL) -> WebPageLibrary {
    (try? load(fixturesRoot: fixturesRoot)) ?? .empty
  }
}
