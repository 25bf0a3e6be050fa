import Engine
import Experiments
import Foundation
import Testing

@testable import Mutation
@testable import WorkbenchCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a signal was handled, set on the cleanup thread and read by the test.
private final class SignalSeen: @unchecked Sendable {
  // Safe: `number` is only read or written while `lock` is held.
  private let lock = NSLock()
  private var number: Int32?

  var signal: Int32? { lock.withLock { number } }

  nonisolated func recorder() -> @Sendable (Int32) -> Void {
    { [self] value in lock.withLock { number = value } }
  }
}

@Suite("Mutants in the scratch copy", .serialized)
@MainActor
struct MutationCopyTests {
  let file = "Sources/Variants/Planted/Counter/Planted.swift"

  /// A package with one planted source file, and its copy as `experiment` makes it.
  func makePackage() throws -> (root: URL, workspace: ExperimentWorkspace) {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "mutation-copy-\(UUID().uuidString)", directoryHint: .isDirectory)
    let source = root.appending(path: file)
    try FileManager.default.createDirectory(
      at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(plantedSource.utf8).write(to: source)
    try Data("// swift-tools-version: 6.0\n".utf8).write(to: root.appending(path: "Package.swift"))
    let workspace = ExperimentWorkspace(root: root)
    try workspace.makeCopy()
    return (root, workspace)
  }

  func numbered(_ mutants: [Mutant]) -> [(number: Int, mutant: Mutant)] {
    mutants.filter { $0.schema != nil }.enumerated().map { ($0.offset + 1, $0.element) }
  }

  func snapshot(_ url: URL) throws -> (Data, Date?) {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (try Data(contentsOf: url), attributes[.modificationDate] as? Date)
  }

  @Test("a schema and a single mutant are written to the copy only, and put back")
  func writesAndRestoresTheCopyOnly() throws {
    let (root, workspace) = try makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try snapshot(root.appending(path: file))
    let mutants = MutantFinder.mutants(in: plantedSource, file: file)
    let copy = MutationCopy(root: root, package: workspace.package)
    try copy.writeSchema(numbered(mutants))
    let copied = workspace.package.appending(path: file)
    let support = workspace.package.appending(
      path: "Sources/Variants/Planted/\(MutantSchema.supportFileName)")
    #expect(try String(contentsOf: copied, encoding: .utf8).contains("workbenchMutant("))
    #expect(FileManager.default.fileExists(atPath: support.path))
    try copy.write([mutants[0]])
    #expect(try String(contentsOf: copied, encoding: .utf8) == mutants[0].apply(to: plantedSource))
    #expect(!FileManager.default.fileExists(atPath: support.path))
    try copy.restore()
    #expect(try String(contentsOf: copied, encoding: .utf8) == plantedSource)
    #expect(copy.written.isEmpty)
    let after = try snapshot(root.appending(path: file))
    #expect(after.0 == before.0 && after.1 == before.1)
  }

  @Test("Ctrl-C in the middle of a schema removes the copy and leaves the sources untouched")
  func interruptLeavesSourcesUntouched() throws {
    let (root, workspace) = try makePackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = try snapshot(root.appending(path: file))
    let folders = ScratchFolders()
    folders.add(workspace.package)
    let copy = MutationCopy(root: root, package: workspace.package)
    try copy.writeSchema(numbered(MutantFinder.mutants(in: plantedSource, file: file)))
    let seen = SignalSeen()
    InterruptCleanup.install(signals: [SIGUSR2], folders: folders, finish: seen.recorder())
    defer { InterruptCleanup.uninstall() }
    kill(getpid(), SIGUSR2)
    let deadline = Date().addingTimeInterval(5)
    while seen.signal == nil, Date() < deadline { usleep(10_000) }
    #expect(seen.signal == SIGUSR2)
    #expect(!FileManager.default.fileExists(atPath: workspace.package.path))
    let after = try snapshot(root.appending(path: file))
    #expect(after.0 == before.0 && after.1 == before.1)
    #expect(
      !FileManager.default.fileExists(
        atPath: root.appending(path: "Sources/Variants/Planted/\(MutantSchema.supportFileName)").path))
  }
}
