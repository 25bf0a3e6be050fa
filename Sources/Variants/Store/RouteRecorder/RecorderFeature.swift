import CoreLocationLite
import Domain
import StoreLite

/// The recorder's reducer: the only place its state changes. Location events arrive as
/// actions from one long-lived effect that iterates the manager's updates; every store write
/// is an effect whose result comes back as an action, so a test sees each write and each
/// answer. The History tab is the parent's business (``RouteRecorderFeature`` pushes it).
struct RecorderFeature: Reducer {
  @Dependency(\.recorderLocation) var location
  @Dependency(\.routeDatabase) var database

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad:
      state.statusText = RouteRecorderStrings.idleStatus
      return .merge(
        .run { [location] send in
          let updates = await location.updates()
          await send(.location(.authorizationChanged(location.authorizationStatus())))
          for await update in updates {
            await send(.location(RecorderLocationClient.Event(update)))
          }
          await location.stopUpdatingLocation()
        }
        .cancellable(id: CancelID.location),
        .run { [database] send in
          if let error = await database.openError() { await send(.storeOpenFailed(error)) }
        })

    case .storeOpenFailed(let error):
      state.alert = .error(error.message)
      return .none

    case .location(.authorizationChanged(let status)):
      state.authorizationStatus = status
      guard state.isRecording, !RouteRecorderRules.mayRecord(with: status) else { return .none }
      return finish(&state)

    case .location(.locationsUpdated(let locations)):
      guard state.isRecording, let route = state.route else { return .none }
      let fixes = locations.filter(\.isRecordable)
      guard !fixes.isEmpty else { return .none }
      return .run { [database] send in
        await send(.fixesSaved(database.append(fixes, route.id), fixes: fixes))
      }

    case .location(.failed(let problem)):
      guard state.isRecording else { return .none }
      let effect = problem.isFinal ? finish(&state) : .none
      state.statusText = RouteRecorderStrings.locationUnavailable(problem.description)
      return effect

    case .accuracyChanged(let setting):
      return .run { [location] _ in await location.apply(setting) }

    case .startTabSelected(let title):
      guard !RouteRecorderRules.isBlank(title) else {
        return fail(&state, RouteRecorderStrings.emptyTitleError)
      }
      guard RouteRecorderRules.mayRecord(with: state.authorizationStatus) else {
        return fail(&state, RouteRecorderStrings.missingPermissionError)
      }
      state.selectedTab = .start
      return .run { [database] send in
        await send(.routeCreated(database.createRoute(title)))
      }

    case .routeCreated(.success(let route)):
      state.route = route
      state.isRecording = true
      state.footprints = []
      state.isShowingFootprints = false
      state.statusText = RouteRecorderStrings.recordingStatus(
        title: route.title, pointCount: route.pointCount)
      return .run { [location] _ in await location.startUpdatingLocation() }

    case .routeCreated(.failure(let error)):
      return fail(&state, error.message)

    case .stopTabSelected:
      state.selectedTab = .stop
      state.alert = .stopConfirmation
      return .none

    case .alert(.presented(.confirmStop)):
      state.alert = nil
      guard state.isRecording else { return .none }
      return finish(&state)

    case .alert(.presented(.cancelStop)):
      state.alert = nil
      state.selectedTab = state.isRecording ? .start : nil
      return .none

    case .footprintsTabSelected:
      if state.route != nil { state.isShowingFootprints.toggle() }
      state.selectedTab = state.isRecording ? .start : nil
      return .none

    case .historyTabSelected:
      state.selectedTab = state.isRecording ? .start : nil
      return .none

    case .fixesSaved(.success(let route), let fixes):
      state.route = route
      state.footprints += fixes.map(\.coordinate)
      state.mapCenter = fixes.last?.coordinate
      state.statusText = RouteRecorderStrings.recordingStatus(
        title: route.title, pointCount: route.pointCount)
      return .none

    case .fixesSaved(.failure(let error), _):
      state.alert = .error(error.message)
      return finish(&state)

    case .alert(.dismiss):
      state.alert = nil
      return .none
    }
  }

  /// Shows `message` in an error alert and clears the tab selection.
  private func fail(_ state: inout State, _ message: String) -> Effect<Action> {
    state.selectedTab = nil
    state.alert = .error(message)
    return .none
  }

  /// Ends the recording: updates stop, Start comes back, the status shows what was saved.
  private func finish(_ state: inout State) -> Effect<Action> {
    state.isRecording = false
    state.selectedTab = nil
    if let route = state.route {
      state.statusText = RouteRecorderStrings.savedStatus(
        title: route.title, pointCount: route.pointCount)
    }
    return .run { [location] _ in await location.stopUpdatingLocation() }
  }
}

// MARK: - Alerts

extension AlertState where Action == RecorderFeature.Action.Alert {
  /// `Error` with `message` and OK.
  static func error(_ message: String) -> Self {
    AlertState(
      title: RouteRecorderStrings.errorAlertTitle, message: message,
      buttons: [ButtonState(label: RouteRecorderStrings.okActionTitle)])
  }

  /// `Confirm` / `Stop recording?` with OK and Cancel.
  static var stopConfirmation: Self {
    AlertState(
      title: RouteRecorderStrings.stopAlertTitle, message: RouteRecorderStrings.stopAlertMessage,
      buttons: [
        ButtonState(action: .confirmStop, label: RouteRecorderStrings.okActionTitle),
        ButtonState(role: .cancel, action: .cancelStop, label: RouteRecorderStrings.cancelActionTitle),
      ])
  }
}
