import CoreLocationLite
import Foundation
import Testing

@testable import Domain

/// A process killed with SIGKILL while recording loses nothing `append` acknowledged, and
/// leaves a sound database whose figures match its footprints.
@Suite("Route store durability")
struct RouteStoreDurabilityTests {
  @Test func fixesAcknowledgedBeforeAKillSurviveIt() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("route-durability-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("killed.sqlite").path

    await #expect(processExitsWith: .signal(SIGKILL)) { [path = path as String] in
      try RouteStoreDurabilityTests.recordUntilKilled(databasePath: path)
    }

    let acknowledged = try Self.acknowledgedCount(databasePath: path)
    #expect(acknowledged >= Self.fixesBeforeKill)
    let store = try RouteStore(.file(URL(fileURLWithPath: path)), now: Date.init)
    #expect(try store.integrityProblems().isEmpty)
    let route = try #require(try store.route(titled: "Killed mid-recording"))
    let saved = try store.footprints(of: route.id)
    #expect(saved.count >= acknowledged)
    #expect(saved.count % Self.batchSize == 0)
    let walk = SyntheticWalk(seed: 51).fixes(count: saved.count)
    #expect(saved.map(\.location) == walk)
    #expect(route.pointCount == saved.count)
    #expect(try store.figuresAreConsistent())
  }

  // MARK: - The child process

  static let batchSize = 25
  static let fixesBeforeKill = 2_000

  /// Records batches forever, noting each acknowledged count; a second thread kills the
  /// process with SIGKILL at an arbitrary moment after `fixesBeforeKill` fixes.
  static func recordUntilKilled(databasePath path: String) throws {
    let store = try RouteStore(.file(URL(fileURLWithPath: path)), now: Date.init)
    let route = try store.createRoute(title: "Killed mid-recording")
    let log = try FileHandle(forWritingTo: try acknowledgementFile(databasePath: path))
    let walk = SyntheticWalk(seed: 51).fixes(count: 200_000)
    var saved = 0
    while saved + batchSize <= walk.count {
      try store.append(Array(walk[saved..<saved + batchSize]), to: route.id)
      saved += batchSize
      try log.write(contentsOf: Data("\(saved)\n".utf8))
      if saved == fixesBeforeKill {
        Thread.detachNewThread {
          usleep(useconds_t(UInt32.random(in: 1_000...20_000)))
          kill(getpid(), SIGKILL)
        }
      }
    }
    while true { sleep(1) }
  }

  private static func acknowledgementFile(databasePath path: String) throws -> URL {
    let url = URL(fileURLWithPath: path + ".acknowledged")
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    return url
  }

  private static func acknowledgedCount(databasePath path: String) throws -> Int {
    let text = try String(contentsOfFile: path + ".acknowledged", encoding: .utf8)
    return text.split(separator: "\n").last.flatMap { Int($0) } ?? 0
  }
}
