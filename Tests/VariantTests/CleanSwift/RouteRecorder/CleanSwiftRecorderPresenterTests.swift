import CoreLocationLite
import Domain
import Testing

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift recorder presenter")
struct CleanSwiftRecorderPresenterTests {
  private typealias Text = RouteRecorderStrings

  @Test func loadShowsTheBannerUnlessAlwaysAuthorizedAndTheStoreError() {
    // Given
    let (presenter, display) = makePresenter()
    let error = StoreError.readOnly(path: "/data/footprints.sqlite")
    // When
    presenter.presentLoad(
      response: Recorder.Load.Response(authorizationStatus: .notDetermined, storeError: error))
    presenter.presentLoad(
      response: Recorder.Load.Response(authorizationStatus: .authorizedAlways, storeError: nil))
    // Then
    #expect(display.loads == [
      Recorder.Load.ViewModel(
        isPermissionBannerHidden: false, statusText: Text.idleStatus,
        errorMessage: error.message),
      Recorder.Load.ViewModel(
        isPermissionBannerHidden: true, statusText: Text.idleStatus, errorMessage: nil),
    ])
  }

  @Test func startRefusalsBecomeTheirMessages() {
    // Given
    let (presenter, display) = makePresenter()
    let error = StoreError.diskFull(path: "/data/footprints.sqlite")
    // When
    for refusal in [
      Recorder.Start.Refusal.blankTitle, .missingPermission, .duplicateTitle("Walk"),
      .storeFailure(error),
    ] {
      presenter.presentStart(response: .refused(refusal))
    }
    presenter.presentStart(response: .started(title: "Walk", hidesFootprints: true))
    // Then
    #expect(display.starts == [
      .refused(errorMessage: Text.emptyTitleError),
      .refused(errorMessage: Text.missingPermissionError),
      .refused(errorMessage: Text.duplicateTitleError("Walk")),
      .refused(errorMessage: error.message),
      .recording(
        statusText: Text.recordingStatus(title: "Walk", pointCount: 0), hidesFootprints: true),
    ])
  }

  @Test func finishedRecordingsShowTheSavedStatus() {
    // Given
    let (presenter, display) = makePresenter()
    let finished = Recorder.FinishedRecording(title: "Walk", pointCount: 3)
    let error = StoreError.routeNotFound(7)
    // When
    presenter.presentStop(response: Recorder.Stop.Response(finishedRecording: finished))
    presenter.presentAuthorization(
      response: Recorder.ChangeAuthorization.Response(
        authorizationStatus: .denied, finishedRecording: finished))
    presenter.presentSavedLocations(response: .failed(error, finished))
    presenter.presentLocationError(
      response: Recorder.ReportLocationError.Response(error: .denied, finishedRecording: finished))
    // Then
    let saved = Text.savedStatus(title: "Walk", pointCount: 3)
    #expect(display.stops == [Recorder.Stop.ViewModel(statusText: saved)])
    #expect(display.authorizations == [
      Recorder.ChangeAuthorization.ViewModel(
        isPermissionBannerHidden: false, finishedStatusText: saved)
    ])
    #expect(display.savedLocations == [
      .failed(errorMessage: Text.routeNotFoundError, finishedStatusText: saved)
    ])
    #expect(display.locationErrors == [
      Recorder.ReportLocationError.ViewModel(
        statusText: "Location unavailable: access denied", finishesRecording: true)
    ])
  }

  @Test func savedBatchesShowTheCountTheCentreAndTheOverlay() {
    // Given
    let (presenter, display) = makePresenter()
    let center = LocationCoordinate2D(latitude: 35.0, longitude: 139.0)
    // When
    presenter.presentSavedLocations(
      response: .saved(title: "Walk", pointCount: 1, center: center, footprints: [center]))
    // Then
    #expect(display.savedLocations == [
      .saved(
        statusText: Text.recordingStatus(title: "Walk", pointCount: 1), center: center,
        footprints: [center])
    ])
  }

  @Test func theTabBarHighlightsStartOnlyWhileRecording() {
    // Given
    let (presenter, display) = makePresenter()
    // When
    for isRecording in [true, false] {
      presenter.presentCancelStop(response: Recorder.CancelStop.Response(isRecording: isRecording))
      presenter.presentFootprints(
        response: Recorder.ToggleFootprints.Response(
          footprints: .hidden, isRecording: isRecording))
      presenter.presentHistory(response: Recorder.ShowHistory.Response(isRecording: isRecording))
    }
    // Then
    #expect(display.selections == [.start, .start, .start, .none, .none, .none])
  }

  @Test func theStopConfirmationAsksWithOKAndCancel() {
    // Given
    let (presenter, display) = makePresenter()
    // When
    presenter.presentStopConfirmation(response: Recorder.ConfirmStop.Response())
    // Then
    #expect(display.confirmations == [
      Recorder.ConfirmStop.ViewModel(
        title: "Confirm", message: "Stop recording?", confirmTitle: "OK", cancelTitle: "Cancel")
    ])
  }

  @Test func holdsItsViewControllerWeakly() {
    // Given
    let presenter = RecorderPresenter()
    do {
      let display = RecorderDisplayLogicSpy()
      presenter.viewController = display
    }
    // Then
    #expect(presenter.viewController == nil)
  }

  private func makePresenter() -> (RecorderPresenter, RecorderDisplayLogicSpy) {
    let presenter = RecorderPresenter()
    let display = RecorderDisplayLogicSpy()
    presenter.viewController = display
    return (presenter, display)
  }
}

// MARK: - Spy

@MainActor
private final class RecorderDisplayLogicSpy: RecorderDisplayLogic {
  private(set) var loads: [Recorder.Load.ViewModel] = []
  private(set) var authorizations: [Recorder.ChangeAuthorization.ViewModel] = []
  private(set) var starts: [Recorder.Start.ViewModel] = []
  private(set) var confirmations: [Recorder.ConfirmStop.ViewModel] = []
  private(set) var stops: [Recorder.Stop.ViewModel] = []
  private(set) var savedLocations: [Recorder.SaveLocations.ViewModel] = []
  private(set) var locationErrors: [Recorder.ReportLocationError.ViewModel] = []
  private(set) var selections: [Recorder.TabSelection] = []

  func displayLoad(viewModel: Recorder.Load.ViewModel) { loads.append(viewModel) }

  func displayAuthorization(viewModel: Recorder.ChangeAuthorization.ViewModel) {
    authorizations.append(viewModel)
  }

  func displayStart(viewModel: Recorder.Start.ViewModel) { starts.append(viewModel) }

  func displayStopConfirmation(viewModel: Recorder.ConfirmStop.ViewModel) {
    confirmations.append(viewModel)
  }

  func displayStop(viewModel: Recorder.Stop.ViewModel) { stops.append(viewModel) }

  func displayCancelStop(viewModel: Recorder.CancelStop.ViewModel) {
    selections.append(viewModel.tabSelection)
  }

  func displaySavedLocations(viewModel: Recorder.SaveLocations.ViewModel) {
    savedLocations.append(viewModel)
  }

  func displayLocationError(viewModel: Recorder.ReportLocationError.ViewModel) {
    locationErrors.append(viewModel)
  }

  func displayFootprints(viewModel: Recorder.ToggleFootprints.ViewModel) {
    selections.append(viewModel.tabSelection)
  }

  func displayHistory(viewModel: Recorder.ShowHistory.ViewModel) {
    selections.append(viewModel.tabSelection)
  }
}
