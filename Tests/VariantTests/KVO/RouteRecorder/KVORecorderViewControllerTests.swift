import CoreLocationLite
import Domain
import Foundation
import KVOLite
import MainLoop
import Storyboards
import Testing
import UIKitLite

@testable import KVOVariant

/// The KVO recorder screen: it renders only from typed observations of its model, keeps them
/// while it lives (covered or not), and ends them when it is released.
@MainActor
@Suite("KVO route recorder view controller")
struct KVORecorderViewControllerTests {
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)

  private func makeModel() throws -> (RecorderModel, LocationManager) {
    let manager = LocationManager(device: device)
    let store = try RouteStore(.inMemory, now: { Date(timeIntervalSince1970: 1_000) })
    let model = RecorderModel(
      locationManager: manager, store: .success(store),
      opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    return (model, manager)
  }

  @Test func rendersWhateverSetsTheModelEvenWhileCovered() throws {
    let (model, _) = try makeModel()
    let viewController = RecorderViewController(model: model)
    let navigation = NavigationController(rootViewController: viewController)
    let window = Window()
    window.rootViewController = navigation
    let view = try #require(viewController.view as? RouteRecorderView)
    #expect(view.statusLabel.text == RouteRecorderStrings.idleStatus)
    #expect(view.permissionBanner.isHidden)
    model.title = "Walk"
    model.startRecording()
    model.toggleFootprints()
    navigation.pushViewController(ViewController(), animated: false)
    device.deliver([
      Location(
        coordinate: LocationCoordinate2D(latitude: 1, longitude: 2),
        timestamp: Date(timeIntervalSince1970: 2_000))
    ])
    #expect(view.mapView.centerCoordinate == LocationCoordinate2D(latitude: 1, longitude: 2))
    #expect(view.mapView.overlays.map(\.coordinates.count) == [1], "footprints are shown")
    model.statusText = "Changed elsewhere"
    #expect(view.statusLabel.text == "Changed elsewhere")
    model.errorMessage = "Oops"
    #expect(viewController.presentedViewController is AlertController)
    window.rootViewController = nil
  }

  @Test func theObservationsEndWhenTheControllerIsReleased() throws {
    let before = KVOResources.liveObservations
    let (model, _) = try makeModel()
    var viewController: RecorderViewController? = RecorderViewController(model: model)
    weak let released = viewController
    _ = viewController?.view
    #expect(KVOResources.liveObservations > before)
    viewController = nil
    #expect(released == nil)
    #expect(KVOResources.liveObservations == before)
    model.statusText = "Nobody is watching"
  }

  @Test func theAccuracyControlAndTheTitleFieldReachTheModel() throws {
    let (model, manager) = try makeModel()
    let viewController = RecorderViewController(model: model)
    let window = Window()
    window.rootViewController = viewController
    let view = try #require(viewController.view as? RouteRecorderView)
    #expect(manager.delegate === model)
    #expect(manager.distanceFilter == AccuracySetting.initial.distanceFilter)
    let kilometer = try #require(AccuracySetting.allCases.firstIndex(of: .kilometer))
    view.accuracyControl.select(segmentAt: kilometer)
    #expect(manager.distanceFilter == 1_000)
    #expect(manager.desiredAccuracy == AccuracySetting.kilometer.desiredAccuracy)
    view.titleField.type("Walk")
    #expect(model.title == "Walk")
    view.tabBar.select(view.startItem)
    #expect(model.isRecording)
    #expect(view.tabBar.selectedItem === view.startItem)
    #expect(view.stopItem.isEnabled && !view.startItem.isEnabled)
    window.rootViewController = nil
  }
}
