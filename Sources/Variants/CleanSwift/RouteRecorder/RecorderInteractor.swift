import CoreLocationLite
import Domain

/// What the recorder scene can be asked to do.
@MainActor
protocol RecorderBusinessLogic: AnyObject {
  /// Prepares the location manager and reports the permission and the database.
  func loadRecorder(request: Recorder.Load.Request)
  func changeAccuracy(request: Recorder.ChangeAccuracy.Request)
  /// Starts recording a route with the requested title, or reports why not.
  func startRecording(request: Recorder.Start.Request)
  /// Asks for the stop confirmation.
  func confirmStop(request: Recorder.ConfirmStop.Request)
  /// Finishes the recording.
  func stopRecording(request: Recorder.Stop.Request)
  /// Keeps recording after the stop confirmation was cancelled.
  func cancelStop(request: Recorder.CancelStop.Request)
  func toggleFootprints(request: Recorder.ToggleFootprints.Request)
  /// Reports what the tab bar shows once the history is on screen.
  func showHistory(request: Recorder.ShowHistory.Request)
}

/// The recorder scene's state, readable by other scenes' routers.
@MainActor
protocol RecorderDataStore: AnyObject {
  /// The route being recorded, else the last one recorded on this screen.
  var route: Route? { get }
  var isRecording: Bool { get }
}

/// Runs the recorder's use cases: decides when a recording may start, what to save and when
/// it ends, asks the worker to do it, and hands every result to the presenter. It hears the
/// location manager through the worker (``RecorderWorkerDelegate``).
@MainActor
final class RecorderInteractor: RecorderBusinessLogic, RecorderDataStore {
  var presenter: RecorderPresentationLogic?
  let worker: RecorderWorker
  private(set) var route: Route?
  private(set) var isRecording = false
  /// The current route's points, kept in memory for the footprint overlay.
  private var footprints: [LocationCoordinate2D] = []
  private var isShowingFootprints = false

  init(worker: RecorderWorker) {
    self.worker = worker
    worker.delegate = self
  }

  // MARK: - Load

  func loadRecorder(request: Recorder.Load.Request) {
    worker.prepareLocationUpdates(accuracy: .initial)
    presenter?.presentLoad(
      response: Recorder.Load.Response(
        authorizationStatus: worker.authorizationStatus, storeError: worker.storeError))
  }

  // MARK: - Change accuracy

  func changeAccuracy(request: Recorder.ChangeAccuracy.Request) {
    guard let setting = AccuracySetting(rawValue: request.segmentIndex) else { return }
    worker.apply(setting)
  }

  // MARK: - Start

  func startRecording(request: Recorder.Start.Request) {
    switch newRoute(titled: request.title) {
    case .failure(let refusal):
      presenter?.presentStart(response: .refused(refusal))
    case .success(let newRoute):
      let hidesFootprints = isShowingFootprints
      route = newRoute
      isRecording = true
      footprints = []
      isShowingFootprints = false
      worker.startUpdatingLocation()
      presenter?.presentStart(
        response: .started(title: newRoute.title, hidesFootprints: hidesFootprints))
    }
  }

  private func newRoute(titled title: String) -> Result<Route, Recorder.Start.Refusal> {
    if RouteRecorderRules.isBlank(title) { return .failure(.blankTitle) }
    guard RouteRecorderRules.mayRecord(with: worker.authorizationStatus) else {
      return .failure(.missingPermission)
    }
    do throws(StoreError) {
      guard try !worker.routeExists(titled: title) else {
        return .failure(.duplicateTitle(title))
      }
      return .success(try worker.createRoute(titled: title))
    } catch {
      return .failure(.storeFailure(error))
    }
  }

  // MARK: - Stop

  func confirmStop(request: Recorder.ConfirmStop.Request) {
    presenter?.presentStopConfirmation(response: Recorder.ConfirmStop.Response())
  }

  func stopRecording(request: Recorder.Stop.Request) {
    guard let finished = finishRecording() else { return }
    presenter?.presentStop(response: Recorder.Stop.Response(finishedRecording: finished))
  }

  func cancelStop(request: Recorder.CancelStop.Request) {
    presenter?.presentCancelStop(response: Recorder.CancelStop.Response(isRecording: isRecording))
  }

  /// Stops updates and reports what was saved; nil when nothing was recording.
  func finishRecording() -> Recorder.FinishedRecording? {
    guard isRecording, let route else { return nil }
    worker.stopUpdatingLocation()
    isRecording = false
    return Recorder.FinishedRecording(title: route.title, pointCount: route.pointCount)
  }

  // MARK: - Footprints and history

  func toggleFootprints(request: Recorder.ToggleFootprints.Request) {
    let change: Recorder.FootprintsChange
    if route == nil {
      change = .unchanged
    } else {
      isShowingFootprints.toggle()
      change = isShowingFootprints ? .shown(footprints) : .hidden
    }
    presenter?.presentFootprints(
      response: Recorder.ToggleFootprints.Response(footprints: change, isRecording: isRecording))
  }

  func showHistory(request: Recorder.ShowHistory.Request) {
    presenter?.presentHistory(response: Recorder.ShowHistory.Response(isRecording: isRecording))
  }

  // MARK: - Saved fixes

  /// Saves the batch's recordable fixes in one call and remembers their points.
  func saveLocations(_ locations: [Location]) {
    let fixes = locations.filter(\.isRecordable)
    guard isRecording, let current = route, let last = fixes.last else { return }
    do throws(StoreError) {
      let saved = try worker.save(fixes, to: current.id)
      route = saved
      footprints.append(contentsOf: fixes.map(\.coordinate))
      presenter?.presentSavedLocations(
        response: .saved(
          title: saved.title, pointCount: saved.pointCount, center: last.coordinate,
          footprints: isShowingFootprints ? footprints : nil))
    } catch {
      guard let finished = finishRecording() else { return }
      presenter?.presentSavedLocations(response: .failed(error, finished))
    }
  }
}
