import CoreLocationLite
import Domain

/// What the recorder's presenter can be given to format.
@MainActor
protocol RecorderPresentationLogic: AnyObject {
  func presentLoad(response: Recorder.Load.Response)
  func presentAuthorization(response: Recorder.ChangeAuthorization.Response)
  func presentStart(response: Recorder.Start.Response)
  func presentStopConfirmation(response: Recorder.ConfirmStop.Response)
  func presentStop(response: Recorder.Stop.Response)
  func presentCancelStop(response: Recorder.CancelStop.Response)
  func presentSavedLocations(response: Recorder.SaveLocations.Response)
  func presentLocationError(response: Recorder.ReportLocationError.Response)
  func presentFootprints(response: Recorder.ToggleFootprints.Response)
  func presentHistory(response: Recorder.ShowHistory.Response)
}

/// Turns the interactor's responses into the recorder's texts and widget states.
@MainActor
final class RecorderPresenter: RecorderPresentationLogic {
  private typealias Text = RouteRecorderStrings

  weak var viewController: RecorderDisplayLogic?

  // MARK: - Load and authorization

  func presentLoad(response: Recorder.Load.Response) {
    let viewModel = Recorder.Load.ViewModel(
      isPermissionBannerHidden: isBannerHidden(response.authorizationStatus),
      statusText: Text.idleStatus, errorMessage: response.storeError?.message)
    viewController?.displayLoad(viewModel: viewModel)
  }

  func presentAuthorization(response: Recorder.ChangeAuthorization.Response) {
    let viewModel = Recorder.ChangeAuthorization.ViewModel(
      isPermissionBannerHidden: isBannerHidden(response.authorizationStatus),
      finishedStatusText: response.finishedRecording.map(savedStatus))
    viewController?.displayAuthorization(viewModel: viewModel)
  }

  // MARK: - Start

  func presentStart(response: Recorder.Start.Response) {
    let viewModel: Recorder.Start.ViewModel
    switch response {
    case .started(let title, let hidesFootprints):
      viewModel = .recording(
        statusText: Text.recordingStatus(title: title, pointCount: 0),
        hidesFootprints: hidesFootprints)
    case .refused(let refusal):
      viewModel = .refused(errorMessage: message(for: refusal))
    }
    viewController?.displayStart(viewModel: viewModel)
  }

  // MARK: - Stop

  func presentStopConfirmation(response: Recorder.ConfirmStop.Response) {
    let viewModel = Recorder.ConfirmStop.ViewModel(
      title: Text.stopAlertTitle, message: Text.stopAlertMessage,
      confirmTitle: Text.okActionTitle, cancelTitle: Text.cancelActionTitle)
    viewController?.displayStopConfirmation(viewModel: viewModel)
  }

  func presentStop(response: Recorder.Stop.Response) {
    let viewModel = Recorder.Stop.ViewModel(statusText: savedStatus(response.finishedRecording))
    viewController?.displayStop(viewModel: viewModel)
  }

  func presentCancelStop(response: Recorder.CancelStop.Response) {
    let viewModel = Recorder.CancelStop.ViewModel(
      tabSelection: tabSelection(isRecording: response.isRecording))
    viewController?.displayCancelStop(viewModel: viewModel)
  }

  // MARK: - Saved fixes and location errors

  func presentSavedLocations(response: Recorder.SaveLocations.Response) {
    let viewModel: Recorder.SaveLocations.ViewModel
    switch response {
    case .saved(let title, let pointCount, let center, let footprints):
      viewModel = .saved(
        statusText: Text.recordingStatus(title: title, pointCount: pointCount), center: center,
        footprints: footprints)
    case .failed(let error, let finished):
      viewModel = .failed(errorMessage: error.message, finishedStatusText: savedStatus(finished))
    }
    viewController?.displaySavedLocations(viewModel: viewModel)
  }

  func presentLocationError(response: Recorder.ReportLocationError.Response) {
    let viewModel = Recorder.ReportLocationError.ViewModel(
      statusText: Text.locationUnavailable(response.error),
      finishesRecording: response.finishedRecording != nil)
    viewController?.displayLocationError(viewModel: viewModel)
  }

  // MARK: - Footprints and history

  func presentFootprints(response: Recorder.ToggleFootprints.Response) {
    let viewModel = Recorder.ToggleFootprints.ViewModel(
      footprints: response.footprints,
      tabSelection: tabSelection(isRecording: response.isRecording))
    viewController?.displayFootprints(viewModel: viewModel)
  }

  func presentHistory(response: Recorder.ShowHistory.Response) {
    let viewModel = Recorder.ShowHistory.ViewModel(
      tabSelection: tabSelection(isRecording: response.isRecording))
    viewController?.displayHistory(viewModel: viewModel)
  }

  // MARK: - Formatting

  private func isBannerHidden(_ status: AuthorizationStatus) -> Bool {
    !RouteRecorderRules.showsPermissionBanner(for: status)
  }

  private func savedStatus(_ finished: Recorder.FinishedRecording) -> String {
    Text.savedStatus(title: finished.title, pointCount: finished.pointCount)
  }

  /// After a command the bar highlights Start while recording, nothing otherwise.
  private func tabSelection(isRecording: Bool) -> Recorder.TabSelection {
    isRecording ? .start : .none
  }

  private func message(for refusal: Recorder.Start.Refusal) -> String {
    switch refusal {
    case .blankTitle: Text.emptyTitleError
    case .missingPermission: Text.missingPermissionError
    case .duplicateTitle(let title): Text.duplicateTitleError(title)
    case .storeFailure(let error): error.message
    }
  }
}
