import Experiments
import Foundation
import Testing

@Suite("The experiments' scratch copy of the package")
struct ExperimentWorkspaceTests {
  @Test("The copy keeps modification times, takes the patches and the change's scenarios, and goes")
  func copyPatchRemove() throws {
    let root = try ExperimentCatalogTests.root([
      "Package.swift": "// package\n",
      "Sources/Variants/Callback/A.swift": "let a = 1\n",
      "Scenarios/counter/count-up.scenario": "tap countUpButton\n",
      "Scenarios/counter/changes/x/scenarios/count-up.scenario": "tap countDoubleButton\n",
      "Reports/baseline.json": "{}\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let source = root.appending(path: "Sources/Variants/Callback/A.swift")
    let old = Date(timeIntervalSince1970: 1_600_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: source.path)

    let workspace = ExperimentWorkspace(root: root)
    try workspace.makeCopy()
    let copy = workspace.package.appending(path: "Sources/Variants/Callback/A.swift")
    let copied = try FileManager.default.attributesOfItem(atPath: copy.path)
    #expect((copied[.modificationDate] as? Date) == old)
    #expect(!FileManager.default.fileExists(atPath: workspace.package.appending(path: "Reports").path))

    var overlay = SourceOverlay(root: root)
    try overlay.apply(
      try UnifiedPatchParser.parse(
        "--- a/Sources/Variants/Callback/A.swift\n+++ b/Sources/Variants/Callback/A.swift\n"
          + "@@ -1 +1 @@\n-let a = 1\n+let a = 2\n",
        source: "callback.patch"))
    #expect(try String(contentsOf: source, encoding: .utf8) == "let a = 1\n")
    try workspace.write(
      overlay, scenarios: ["Scenarios/counter/changes/x/scenarios/count-up.scenario"],
      feature: "counter")
    #expect(try String(contentsOf: copy, encoding: .utf8) == "let a = 2\n")
    let scenario = workspace.package.appending(path: "Scenarios/counter/count-up.scenario")
    #expect(try String(contentsOf: scenario, encoding: .utf8) == "tap countDoubleButton\n")

    workspace.remove()
    #expect(!FileManager.default.fileExists(atPath: workspace.package.path))
    #expect(try String(contentsOf: source, encoding: .utf8) == "let a = 1\n")
  }

  @Test("A patch never writes through a symbolic link in the copy")
  func refusesSymbolicLinks() throws {
    let root = try ExperimentCatalogTests.root([
      "Package.swift": "// package\n",
      "Sources/Variants/Callback/A.swift": "let a = 1\n",
    ])
    let outside = FileManager.default.temporaryDirectory
      .appending(path: "outside-\(UUID().uuidString)", directoryHint: .isDirectory)
    defer {
      try? FileManager.default.removeItem(at: root)
      try? FileManager.default.removeItem(at: outside)
    }
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try "let b = 1\n".write(
      to: outside.appending(path: "B.swift"), atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: root.appending(path: "Sources/Variants/Callback/Linked"), withDestinationURL: outside)
    let workspace = ExperimentWorkspace(root: root)
    try workspace.makeCopy()
    defer { workspace.remove() }
    var overlay = SourceOverlay(root: root)
    try overlay.apply(
      try UnifiedPatchParser.parse(
        "--- a/Sources/Variants/Callback/Linked/B.swift\n"
          + "+++ b/Sources/Variants/Callback/Linked/B.swift\n@@ -1 +1 @@\n-let b = 1\n+let b = 2\n",
        source: "callback.patch"))
    #expect {
      try workspace.write(overlay, scenarios: [], feature: "counter")
    } throws: { error in
      "\(error)".hasPrefix("Sources/Variants/Callback/Linked: is a symbolic link")
    }
    #expect(
      try String(contentsOf: outside.appending(path: "B.swift"), encoding: .utf8) == "let b = 1\n")
  }

  @Test("A patch may not leave the package")
  func staysInside() throws {
    var overlay = SourceOverlay(root: FileManager.default.temporaryDirectory)
    let patch = try UnifiedPatchParser.parse(
      "--- /dev/null\n+++ b/../outside.swift\n@@ -0,0 +1 @@\n+x\n", source: "evil.patch")
    #expect(throws: PatchError.self) { try overlay.apply(patch) }
  }
}
