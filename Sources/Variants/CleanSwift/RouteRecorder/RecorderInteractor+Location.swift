import CoreLocationLite
import Domain

/// The use cases the location manager starts, as the worker reports them.
extension RecorderInteractor: RecorderWorkerDelegate {
  // MARK: - Change authorization

  func recorderWorker(
    _ worker: RecorderWorker, didChangeAuthorization status: AuthorizationStatus
  ) {
    let finished = RouteRecorderRules.mayRecord(with: status) ? nil : finishRecording()
    presenter?.presentAuthorization(
      response: Recorder.ChangeAuthorization.Response(
        authorizationStatus: status, finishedRecording: finished))
  }

  // MARK: - Save locations

  func recorderWorker(_ worker: RecorderWorker, didUpdateLocations locations: [Location]) {
    saveLocations(locations)
  }

  // MARK: - Report location error

  func recorderWorker(_ worker: RecorderWorker, didFailWithError error: LocationError) {
    guard isRecording else { return }
    let finished = error.isFinal ? finishRecording() : nil
    presenter?.presentLocationError(
      response: Recorder.ReportLocationError.Response(error: error, finishedRecording: finished))
  }
}
