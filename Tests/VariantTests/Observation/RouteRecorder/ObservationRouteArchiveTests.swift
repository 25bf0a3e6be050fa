import AsyncPlatform
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Testing

@testable import ObservationVariant

/// The route archive: an actor on a work queue of the loop, whose turns take the work latency,
/// open a connection of their own and close it, and end at once when their task is cancelled.
@MainActor
@Suite("Observation route recorder route archive")
struct ObservationRouteArchiveTests {
  private let loop = MainLoop()
  private let opener = RouteStoreOpener(
    storage: .inMemory, memoryName: "observation-archive-\(UUID().uuidString)")
  private let store: RouteStore
  private let archive: RouteArchive
  private let tasks = SceneTasks()

  init() throws {
    store = try RouteStore(sharedMemoryNamed: opener.memoryName) {
      Date(timeIntervalSince1970: 1_000)
    }
    archive = RouteArchive(opener: opener, queue: WorkQueue(label: "test", loop: loop))
    loop.workLatency = .milliseconds(40)
  }

  private func walk() throws -> Route {
    let route = try store.createRoute(title: "Walk")
    let fixes = [35.0, 35.001].enumerated().map { index, latitude in
      Location(
        coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
        horizontalAccuracy: 5, timestamp: Date(timeIntervalSince1970: 2_000 + Double(index)))
    }
    return try store.append(fixes, to: route.id)
  }

  @Test func theRoutesAreReadInTheWorkLatencyOnAConnectionOfTheirOwn() throws {
    let route = try walk()
    var answer: Result<[Route], StoreError>?
    loop.settle { tasks.run { [archive] in answer = try? await archive.routes() } }
    loop.advanceDriven(by: .milliseconds(39))
    #expect(answer == nil, "nothing lands before the latency has passed")
    loop.advanceDriven(by: .milliseconds(1))
    #expect(try answer?.get() == [route])
    #expect(opener.openConnections == 0, "the turn closed its connection")
  }

  @Test func theTrackCarriesTheFiguresComputedOffTheMainThread() throws {
    let route = try walk()
    var answer: Result<RouteDetailModel.Track, StoreError>?
    loop.settle { tasks.run { [archive] in answer = try? await archive.track(of: route) } }
    loop.advanceDriven(by: .milliseconds(40))
    let track = try #require(try answer?.get())
    #expect(track.coordinates.count == 2)
    #expect(track.figuresText == RouteRecorderStrings.historyRowDetail(route))
  }

  @Test func aCancelledReadEndsAtOnceAndLeavesNothingPending() throws {
    _ = try walk()
    var answer: Result<[Route], StoreError>?
    var cancelled = false
    let task = loop.settle {
      tasks.run { [archive] in
        do {
          answer = try await archive.routes()
        } catch {
          cancelled = error is CancellationError
        }
      }
    }
    loop.advanceDriven(by: .milliseconds(10))
    loop.settle { task.cancel() }
    #expect(cancelled && answer == nil)
    #expect(loop.appWork(scheduledSince: 0) == 0)
    #expect(opener.openConnections == 0)
  }

  @Test func anExportWritesTheFile() throws {
    let route = try walk()
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("observation-archive-\(UUID().uuidString).gpx")
    defer { try? FileManager.default.removeItem(at: file) }
    var written = false
    loop.settle {
      tasks.run { [archive] in
        written = (try? await archive.export(route, to: file).get()) != nil
      }
    }
    loop.advanceDriven(by: .milliseconds(40))
    #expect(written)
    #expect(FileManager.default.fileExists(atPath: file.path))
  }
}
