import CoreLocationLite
import Domain

/// What happened on the recorder screen, as the view model's `scan` folds it.
enum RecorderEvent: Sendable, Equatable {
  /// A start was refused; the message says why.
  case startRefused(message: String)
  /// A route was created and is being recorded.
  case started(Route)
  /// A batch of fixes was saved; the route has its new figures.
  case saved(Route, points: [LocationCoordinate2D])
  /// A batch could not be saved: the recording ends.
  case saveFailed(message: String)
  case locationFailed(LocationError)
  /// The user confirmed the stop, or permission was lost.
  case recordingStopped
  case stopCancelled
  case footprintsTabSelected
  case historyTabSelected
  case accuracyChanged

  /// Creates the route a start asks for, or says why it may not start.
  static func start(
    title: String, authorization: AuthorizationStatus, store: Result<RouteStore, StoreError>
  ) -> RecorderEvent {
    if RouteRecorderRules.isBlank(title) {
      return .startRefused(message: RouteRecorderStrings.emptyTitleError)
    }
    guard RouteRecorderRules.mayRecord(with: authorization) else {
      return .startRefused(message: RouteRecorderStrings.missingPermissionError)
    }
    do throws(StoreError) {
      let store = try store.get()
      guard try !store.exists(title: title) else {
        return .startRefused(message: RouteRecorderStrings.duplicateTitleError(title))
      }
      return .started(try store.createRoute(title: title))
    } catch {
      return .startRefused(message: error.message)
    }
  }

  /// Saves a batch of recordable fixes to `route` in one call.
  static func save(
    _ fixes: [Location], to route: Route, in store: Result<RouteStore, StoreError>
  ) -> RecorderEvent {
    do throws(StoreError) {
      let saved = try store.get().append(fixes, to: route.id)
      return .saved(saved, points: fixes.map(\.coordinate))
    } catch {
      return .saveFailed(message: error.message)
    }
  }

  /// Whether the recording ends with this event.
  var finishesRecording: Bool {
    switch self {
    case .saveFailed, .recordingStopped: true
    case .locationFailed(let error): error.isFinal
    default: false
    }
  }

  var mapCenter: LocationCoordinate2D? {
    guard case .saved(_, let points) = self else { return nil }
    return points.last
  }

  var errorMessage: String? {
    switch self {
    case .startRefused(let message), .saveFailed(let message): message
    default: nil
    }
  }

  /// What the bar highlights after this event: Start while recording after a command,
  /// nothing after a refusal or a finish.
  func tabSelection(after state: RecorderState) -> TabSelection? {
    switch self {
    case .startRefused: TabSelection.none
    case .stopCancelled, .footprintsTabSelected, .historyTabSelected:
      state.recording == nil ? TabSelection.none : .start
    default: finishesRecording ? TabSelection.none : nil
    }
  }
}

/// What the tab bar highlights after a command.
enum TabSelection: Sendable, Equatable {
  case start
  case none
}

/// The recorder's state after each event.
struct RecorderState: Sendable, Equatable {
  /// The route being recorded, with its latest figures; nil while idle.
  var recording: Route?
  /// The points of the current route (the one being recorded, else the last one recorded on
  /// this screen); nil before the first recording.
  var trail: [LocationCoordinate2D]?
  var showsFootprints = false
  var status = RouteRecorderStrings.idleStatus

  static let initial = RecorderState()

  /// The overlay's points, or nil when hidden.
  var footprints: [LocationCoordinate2D]? { showsFootprints ? trail : nil }

  /// The state after `event`.
  func reduced(by event: RecorderEvent) -> RecorderState {
    var next = self
    switch event {
    case .started(let route):
      next = RecorderState(recording: route, trail: [], showsFootprints: false)
      next.status = RouteRecorderStrings.recordingStatus(title: route.title, pointCount: 0)
    case .saved(let route, let points):
      next.recording = route
      next.trail?.append(contentsOf: points)
      next.status = RouteRecorderStrings.recordingStatus(
        title: route.title, pointCount: route.pointCount)
    case .saveFailed, .recordingStopped:
      next.finish()
    case .locationFailed(let error):
      if error.isFinal { next.finish() }
      next.status = RouteRecorderStrings.locationUnavailable(error)
    case .footprintsTabSelected:
      if trail != nil { next.showsFootprints.toggle() }
    case .startRefused, .stopCancelled, .historyTabSelected, .accuracyChanged:
      break
    }
    return next
  }

  /// Ends the recording and shows what was saved; does nothing while idle.
  private mutating func finish() {
    guard let route = recording else { return }
    recording = nil
    status = RouteRecorderStrings.savedStatus(title: route.title, pointCount: route.pointCount)
  }
}
