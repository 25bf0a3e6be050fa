import AsyncPlatform
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import SceneContract
import Storyboards
import Testing
import UIKitLite

@testable import AsyncAwaitVariant

@MainActor
@Suite("Async-await route recorder view controller")
struct AsyncAwaitRecorderViewControllerTests {
  private typealias Text = RouteRecorderStrings

  private let loop = MainLoop()
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
  private let window = Window()

  @Test func recordingRendersEverySavedBatchFromTheEventStream() throws {
    let view = try show()
    loop.settle {
      _ = view.titleField.type("Walk")
      _ = view.tabBar.select(view.startItem)
    }
    #expect(view.statusLabel.text == Text.recordingStatus(title: "Walk", pointCount: 0))
    loop.settle { device.deliver([Self.fix(35.0), Self.fix(35.1)]) }
    #expect(view.statusLabel.text == Text.recordingStatus(title: "Walk", pointCount: 2))
    loop.settle { device.setAuthorization(.denied) }
    #expect(!view.permissionBanner.isHidden)
    #expect(view.statusLabel.text == Text.savedStatus(title: "Walk", pointCount: 2))
  }

  @Test func tearingDownLeavesNoTaskAndNoObjectAlive() throws {
    let liveBefore = SceneTasks.live
    weak var released: AnyObject?
    try loop.settle {
      let view = try show()
      released = window.rootViewController
      _ = view.titleField.type("Walk")
      _ = view.tabBar.select(view.startItem)
    }
    loop.settle { window.rootViewController = nil }
    #expect(released == nil)
    #expect(SceneTasks.live == liveBefore)
    #expect(device.liveManagerCount == 0)
  }

  // MARK: - Helpers

  private func show() throws -> RouteRecorderView {
    let builder = try #require(AsyncAwaitStyle.declaration.builder(for: .routeRecorder))
    let environment = SceneEnvironment(
      mainLoop: loop, locationDevice: device,
      httpClient: FixtureHTTPClient(loop: loop) { _ in
        HTTPResponse(statusCode: 404, body: Data())
      })
    return try loop.settle {
      window.rootViewController = builder(environment).rootViewController
      return try #require(window.view(withIdentifier: "tabBar")?.superview as? RouteRecorderView)
    }
  }

  private static func fix(_ latitude: Double) -> Location {
    Location(
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: 139),
      horizontalAccuracy: 5, timestamp: Date(timeIntervalSince1970: 100))
  }
}
