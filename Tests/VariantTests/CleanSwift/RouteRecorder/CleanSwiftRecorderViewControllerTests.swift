import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Storyboards
import Testing
import UIKitLite

@testable import CleanSwiftVariant

/// The Clean Swift recorder screen: `setup()` wires the VIP cycle, widget events become
/// requests to the interactor, and each display method updates the widgets it names.
@MainActor
@Suite("Clean Swift recorder view controller")
struct CleanSwiftRecorderViewControllerTests {
  private typealias Text = RouteRecorderStrings

  /// A recorder screen shown in a navigation stack, talking to an interactor spy.
  @MainActor
  private struct Screen {
    let viewController: RecorderViewController
    let interactor = RecorderBusinessLogicSpy()
    let window = Window()
    let view: RouteRecorderView

    init() throws {
      viewController = RecorderViewController(
        locationManager: LocationManager(device: SimulatedLocationDevice()),
        library: RouteLibrary(
          store: .success(try RouteStore(.inMemory) { Date(timeIntervalSince1970: 0) }),
          opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
          exportDirectory: RouteRecorderSceneHost.noDocuments))
      viewController.interactor = interactor
      window.rootViewController = NavigationController(rootViewController: viewController)
      view = try #require(viewController.view as? RouteRecorderView)
    }
  }

  @Test func setupWiresTheVIPCycle() throws {
    let viewController = RecorderViewController(
      locationManager: LocationManager(device: SimulatedLocationDevice()),
      library: RouteLibrary(
        store: .failure(.readOnly(path: "/x")),
        opener: RouteRecorderSceneHost.unusedOpener(), mainLoop: MainLoop(),
        exportDirectory: RouteRecorderSceneHost.noDocuments))
    let interactor = try #require(viewController.interactor as? RecorderInteractor)
    let presenter = try #require(interactor.presenter as? RecorderPresenter)
    let router = try #require(viewController.router as? RecorderRouter)
    #expect(presenter.viewController === viewController)
    #expect(router.viewController === viewController)
    #expect(router.dataStore === interactor)
  }

  @Test func widgetEventsBecomeRequests() throws {
    let screen = try Screen()
    let view = screen.view
    #expect(screen.interactor.requests == ["loadRecorder"])
    #expect(view.titleField.type("Walk"))
    #expect(view.tabBar.select(view.startItem))
    let kilometer = try #require(AccuracySetting.allCases.firstIndex(of: .kilometer))
    #expect(view.accuracyControl.select(segmentAt: kilometer))
    view.stopItem.isEnabled = true
    #expect(view.tabBar.select(view.stopItem))
    #expect(view.tabBar.select(view.footprintsItem))
    #expect(view.tabBar.select(view.historyItem))
    #expect(
      screen.interactor.requests == [
        "loadRecorder", "startRecording(Walk)", "changeAccuracy(\(kilometer))", "confirmStop",
        "toggleFootprints", "showHistory",
      ])
  }

  @Test func startingSavingAndFinishingAreDisplayed() throws {
    let screen = try Screen()
    let view = screen.view
    screen.viewController.displayStart(
      viewModel: .recording(statusText: "Rec", hidesFootprints: true))
    #expect(!view.startItem.isEnabled && view.stopItem.isEnabled)
    #expect(view.statusLabel.text == "Rec")
    let points = [
      LocationCoordinate2D(latitude: 35, longitude: 139),
      LocationCoordinate2D(latitude: 36, longitude: 139),
    ]
    screen.viewController.displaySavedLocations(
      viewModel: .saved(statusText: "Two", center: points[1], footprints: points))
    #expect(view.statusLabel.text == "Two")
    #expect(view.mapView.centerCoordinate == points[1])
    #expect(view.mapView.overlays.map(\.coordinates) == [points])
    screen.viewController.displayFootprints(
      viewModel: .init(footprints: .hidden, tabSelection: .start))
    #expect(view.mapView.overlays.isEmpty)
    #expect(view.tabBar.selectedItem === view.startItem)
    screen.viewController.displayLocationError(
      viewModel: .init(statusText: "Gone", finishesRecording: true))
    #expect(view.startItem.isEnabled && !view.stopItem.isEnabled)
    #expect(view.tabBar.selectedItem == nil)
    #expect(view.statusLabel.text == "Gone")
  }

  @Test func aRefusalIsAnAlertAndTheStopQuestionAnswersTheInteractor() throws {
    let screen = try Screen()
    screen.viewController.displayStart(viewModel: .refused(errorMessage: "No title"))
    let refusal = try #require(screen.window.presentedAlert)
    #expect(refusal.title == Text.errorAlertTitle && refusal.message == "No title")
    #expect(screen.view.tabBar.selectedItem == nil)
    #expect(refusal.tapAction(titled: Text.okActionTitle))
    screen.viewController.displayStopConfirmation(
      viewModel: .init(title: "Sure?", message: "Stop now", confirmTitle: "Yes", cancelTitle: "No"))
    let question = try #require(screen.window.presentedAlert)
    #expect(question.snapshotLine == #"alert title="Sure?" message="Stop now" actions=[Yes, No]"#)
    #expect(question.tapAction(titled: "No"))
    screen.viewController.displayStopConfirmation(
      viewModel: .init(title: "Sure?", message: "Stop now", confirmTitle: "Yes", cancelTitle: "No"))
    #expect(try #require(screen.window.presentedAlert).tapAction(titled: "Yes"))
    #expect(screen.interactor.requests.suffix(2) == ["cancelStop", "stopRecording"])
  }

  @Test func displayingTheHistoryRoutesToIt() throws {
    let screen = try Screen()
    screen.viewController.displayHistory(viewModel: .init(tabSelection: .none))
    #expect(screen.window.visibleViewController is HistoryViewController)
    #expect(screen.view.tabBar.selectedItem == nil)
  }
}

// MARK: - Spy

@MainActor
private final class RecorderBusinessLogicSpy: RecorderBusinessLogic {
  private(set) var requests: [String] = []

  func loadRecorder(request: Recorder.Load.Request) { requests.append("loadRecorder") }

  func changeAccuracy(request: Recorder.ChangeAccuracy.Request) {
    requests.append("changeAccuracy(\(request.segmentIndex))")
  }

  func startRecording(request: Recorder.Start.Request) {
    requests.append("startRecording(\(request.title))")
  }

  func confirmStop(request: Recorder.ConfirmStop.Request) { requests.append("confirmStop") }
  func stopRecording(request: Recorder.Stop.Request) { requests.append("stopRecording") }
  func cancelStop(request: Recorder.CancelStop.Request) { requests.append("cancelStop") }

  func toggleFootprints(request: Recorder.ToggleFootprints.Request) {
    requests.append("toggleFootprints")
  }

  func showHistory(request: Recorder.ShowHistory.Request) { requests.append("showHistory") }
}
