import Foundation

/// Where an experiment builds: a copy of the package with the patches written into it, and a
/// build folder kept between experiments so each build is incremental.
///
/// The copy always sits at the same path and keeps the files' modification times, so the
/// build system sees only the patched files (and those the last experiment patched) as
/// changed; the copy is removed after every experiment, the build folder stays in `.build/`.
public struct ExperimentWorkspace: Sendable {
  /// The package the experiments are taken from.
  public let root: URL
  /// The copy of the package the patches are written into.
  public let package: URL
  /// The build folder (`swift build --scratch-path`), kept between experiments.
  public let buildFolder: URL

  /// What a copy of the package holds: enough to build and run, nothing of earlier runs.
  static let copiedEntries = ["Package.swift", "Sources", "Tests", "Scenarios"]

  public init(root: URL) {
    self.root = root
    let base = root.appending(path: ".build/experiments", directoryHint: .isDirectory)
    package = base.appending(path: "package", directoryHint: .isDirectory)
    buildFolder = base.appending(path: "build", directoryHint: .isDirectory)
  }

  /// The debug build of the copy with its tests, into the build folder.
  public var buildWithTestsArguments: [String] {
    [
      "swift", "build", "--build-tests", "--package-path", package.path,
      "--scratch-path", buildFolder.path,
    ]
  }

  /// The copy's tests that `filter` selects, from the debug build already made.
  public func testArguments(filter: String) -> [String] {
    [
      "swift", "test", "--skip-build", "--package-path", package.path,
      "--scratch-path", buildFolder.path, "--filter", filter,
    ]
  }

  /// A fresh copy of the package (an earlier copy left by a crash is removed first).
  public func makeCopy() throws {
    remove()
    try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
    for entry in Self.copiedEntries {
      let source = root.appending(path: entry)
      guard FileManager.default.fileExists(atPath: source.path) else { continue }
      try Self.copyKeepingTimes(source, into: package)
    }
  }

  /// Writes the experiment's patched files and its scenarios into the copy.
  public func write(_ overlay: SourceOverlay, scenarios: [String], feature: String) throws {
    try overlay.write(into: package)
    let folder = package.appending(path: "Scenarios/\(feature)", directoryHint: .isDirectory)
    for scenario in scenarios {
      let source = root.appending(path: scenario)
      let target = folder.appending(path: source.lastPathComponent)
      if FileManager.default.fileExists(atPath: target.path) {
        try FileManager.default.removeItem(at: target)
      }
      try FileManager.default.copyItem(at: source, to: target)
    }
  }

  /// Removes the copy (never the build folder).
  public func remove() {
    try? FileManager.default.removeItem(at: package)
  }

  /// `cp -pR`: copies `source` into `folder` with its files' modification times, which the
  /// build system compares to decide what to rebuild.
  static func copyKeepingTimes(_ source: URL, into folder: URL) throws {
    let copy = Process()
    copy.executableURL = URL(fileURLWithPath: "/bin/cp")
    copy.arguments = ["-pR", source.path, folder.path]
    try copy.run()
    copy.waitUntilExit()
    guard copy.terminationStatus == 0 else {
      throw CocoaError(
        .fileWriteUnknown,
        userInfo: [NSLocalizedDescriptionKey: "cp -pR \(source.path) failed"])
    }
  }
}
