import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Storyboards
import Testing
import UIKitLite

@testable import ObservationVariant

/// The Observation recorder screen: it renders only in tracked renders of its model, keeps
/// them while it lives (covered or not), and ends them when it is released.
@MainActor
@Suite("Observation route recorder view controller")
struct ObservationRecorderViewControllerTests {
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)
  private let loop = MainLoop(mode: .virtual)

  private var liveRenders: Int {
    ObservationStyle.declaration.runtimeGauges.reduce(0) { $0 + $1.count() }
  }

  private func makeModel() throws -> RecorderModel {
    let store = try RouteStore(.inMemory, now: { Date(timeIntervalSince1970: 1_000) })
    return RecorderModel(
      locationManager: LocationManager(device: device), store: .success(store),
      opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: loop,
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
  }

  @Test func rendersWhateverChangesTheModelEvenWhileCovered() throws {
    let model = try makeModel()
    let viewController = RecorderViewController(model: model, mainLoop: loop)
    let navigation = NavigationController(rootViewController: viewController)
    let window = Window()
    window.rootViewController = navigation
    let view = try #require(viewController.view as? RouteRecorderView)
    #expect(view.statusLabel.text == RouteRecorderStrings.idleStatus)
    #expect(view.permissionBanner.isHidden)
    navigation.pushViewController(ViewController(), animated: false)
    model.titleEdited("Walk")
    model.startRecording()
    device.deliver([
      Location(
        coordinate: LocationCoordinate2D(latitude: 1, longitude: 2),
        timestamp: Date(timeIntervalSince1970: 2_000))
    ])
    #expect(view.statusLabel.text == RouteRecorderStrings.idleStatus, "not before the turn")
    loop.runUntilIdle()
    #expect(
      view.statusLabel.text
        == RouteRecorderStrings.recordingStatus(title: "Walk", pointCount: 1))
    #expect(view.mapView.centerCoordinate == LocationCoordinate2D(latitude: 1, longitude: 2))
    #expect(view.stopItem.isEnabled)
    window.rootViewController = nil
  }

  @Test func anErrorIsOneAlertAndDismissingItTellsTheModel() throws {
    let model = try makeModel()
    let viewController = RecorderViewController(model: model, mainLoop: loop)
    let window = Window()
    window.rootViewController = viewController
    model.startRecording()
    loop.runUntilIdle()
    let alert = try #require(window.presentedAlert)
    #expect(alert.message == RouteRecorderStrings.emptyTitleError)
    #expect(alert.tapAction(titled: RouteRecorderStrings.okActionTitle))
    #expect(model.errorMessage == nil)
    loop.runUntilIdle()
    #expect(window.presentedAlert == nil)
    window.rootViewController = nil
  }

  @Test func theRendersEndWhenTheControllerIsReleased() throws {
    let before = liveRenders
    let model = try makeModel()
    var viewController: RecorderViewController? = RecorderViewController(
      model: model, mainLoop: loop)
    weak let released = viewController
    _ = viewController?.view
    #expect(liveRenders == before + 6)
    viewController = nil
    #expect(released == nil)
    #expect(liveRenders == before)
    model.titleEdited("Walk")
    model.startRecording()
    loop.runUntilIdle()
  }
}
