/// The system alert that asks the user for location access on the app's behalf, naming the
/// kind of access the app requested.
public enum AuthorizationPrompt: String, Sendable, CaseIterable {
  /// Asked by ``LocationManager/requestWhenInUseAuthorization()``.
  case whenInUse
  /// Asked by ``LocationManager/requestAlwaysAuthorization()``.
  case always

  /// The statuses the prompt's buttons lead to: "Allow While Using App" and "Don't Allow",
  /// and for an always request also "Change to Always Allow".
  public var answers: [AuthorizationStatus] {
    switch self {
    case .whenInUse: return [.authorizedWhenInUse, .denied]
    case .always: return [.authorizedAlways, .authorizedWhenInUse, .denied]
    }
  }
}

/// Why the user could not answer a permission prompt.
public enum AuthorizationPromptError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No prompt is on screen: the app did not ask, or the question was already answered.
  case noPrompt
  /// The prompt on screen has no button that leads to this status.
  case notAnAnswer(AuthorizationStatus, prompt: AuthorizationPrompt)

  public var description: String {
    switch self {
    case .noPrompt:
      return "expected a location permission prompt on screen, found none (the app did not "
        + "ask, or the question was answered; a change in Settings is `location settings`)"
    case .notAnAnswer(let status, let prompt):
      let answers = prompt.answers.map(\.rawValue).joined(separator: ", ")
      return "expected an answer the \(prompt.rawValue) prompt offers (\(answers)), "
        + "found \(status.rawValue)"
    }
  }
}
