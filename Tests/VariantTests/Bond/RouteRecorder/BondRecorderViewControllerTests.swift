import BondLite
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Storyboards
import Testing
import UIKitLite

@testable import BondVariant

/// The Bond recorder screen: inputs bound to the view model, outputs bound to the widgets, and
/// every binding ended with the widget it targets, every observation with the controller's
/// bag.
@MainActor
@Suite("Bond route recorder view controller")
struct BondRecorderViewControllerTests {
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedAlways)

  private func makeViewModel() throws -> (RecorderViewModel, LocationManager) {
    let manager = LocationManager(device: device)
    let store = try RouteStore(.inMemory, now: { Date(timeIntervalSince1970: 1_000) })
    let viewModel = RecorderViewModel(
      locationManager: manager, store: .success(store),
      opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
      documentsDirectory: RouteRecorderSceneHost.noDocuments)
    return (viewModel, manager)
  }

  @Test func inputsReachTheViewModelAndOutputsReachTheWidgets() throws {
    let (viewModel, manager) = try makeViewModel()
    let viewController = RecorderViewController(viewModel: viewModel)
    let window = Window()
    window.rootViewController = NavigationController(rootViewController: viewController)
    let view = try #require(viewController.view as? RouteRecorderView)
    #expect(view.statusLabel.text == RouteRecorderStrings.idleStatus)
    #expect(view.permissionBanner.isHidden)
    #expect(manager.distanceFilter == AccuracySetting.initial.distanceFilter)
    let hundred = try #require(AccuracySetting.allCases.firstIndex(of: .hundredMeters))
    view.accuracyControl.select(segmentAt: hundred)
    #expect(manager.distanceFilter == 100)
    view.titleField.type("Walk")
    #expect(viewModel.title.value == "Walk")
    viewModel.title.value = "Walk in the park"
    #expect(view.titleField.text == "Walk in the park", "the title is bound both ways")
    view.tabBar.select(view.startItem)
    #expect(view.stopItem.isEnabled && !view.startItem.isEnabled)
    viewModel.statusText.value = "Bound"
    #expect(view.statusLabel.text == "Bound")
    view.tabBar.select(view.historyItem)
    #expect(window.visibleViewController is HistoryViewController)
    #expect(view.tabBar.selectedItem === view.startItem)
    window.rootViewController = nil
  }

  @Test func theBindingsEndWithTheController() throws {
    let before = BondResources.liveSubscriptions
    let (viewModel, _) = try makeViewModel()
    var viewController: RecorderViewController? = RecorderViewController(viewModel: viewModel)
    weak let released = viewController
    _ = viewController?.view
    #expect(BondResources.liveSubscriptions > before)
    viewController = nil
    #expect(released == nil)
    #expect(BondResources.liveSubscriptions == before)
    viewModel.statusText.value = "Nobody is bound"
  }
}
