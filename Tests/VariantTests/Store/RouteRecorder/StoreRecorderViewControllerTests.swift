import Domain
import Storyboards
import StoreLite
import Testing
import UIKitLite

@testable import StoreVariant

@MainActor
@Suite("Store route recorder view controller")
struct StoreRecorderViewControllerTests {
  typealias Doubles = StoreRouteRecorderDependencies

  @Test func aStartedRecordingRendersTabsStatusAndFixes() throws {
    let doubles = try Doubles()
    let store = Store(initialState: RecorderFeature.State()) { doubles.feature() }
    let viewController = RecorderViewController(store: store) { ViewController() }
    let view = try #require(viewController.view as? RouteRecorderView)
    #expect(view.permissionBanner.isHidden)
    #expect(view.statusLabel.text == RouteRecorderStrings.idleStatus)
    view.titleField.text = "Walk"
    _ = view.tabBar.select(view.startItem)
    #expect(!view.startItem.isEnabled)
    #expect(view.stopItem.isEnabled)
    #expect(view.tabBar.selectedItem === view.startItem)
    doubles.emit(.locationsUpdated([Doubles.fix(35.0, 139.0)]))
    #expect(
      view.statusLabel.text
        == RouteRecorderStrings.recordingStatus(title: "Walk", pointCount: 1))
    #expect(view.mapView.centerCoordinate == Doubles.fix(35.0, 139.0).coordinate)
  }

  @Test func anEmptyTitleAlertsAndClearsTheSelection() throws {
    let doubles = try Doubles()
    let store = Store(initialState: RecorderFeature.State()) { doubles.feature() }
    let viewController = RecorderViewController(store: store) { ViewController() }
    let view = try #require(viewController.view as? RouteRecorderView)
    _ = view.tabBar.select(view.startItem)
    #expect(view.tabBar.selectedItem == nil)
    let alert = try #require(viewController.presentedViewController as? AlertController)
    #expect(alert.message == RouteRecorderStrings.emptyTitleError)
    #expect(store.state.alert == .error(RouteRecorderStrings.emptyTitleError))
  }
}
