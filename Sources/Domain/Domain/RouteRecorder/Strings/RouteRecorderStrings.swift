import CoreLocationLite

/// Every text the route recorder and its history show, shared by all variants.
///
/// Numbers are formatted without a locale (see ``pointsText(_:)``, ``distanceText(_:)``,
/// ``durationText(_:)``), so every variant and machine shows the same characters. Titles
/// appear exactly as typed. The accuracy segment titles are ``AccuracySetting/title``.
public enum RouteRecorderStrings {
  // MARK: - Tabs

  public static let startTabTitle = "Start"
  public static let stopTabTitle = "Stop"
  public static let footprintsTabTitle = "Footprints"
  public static let historyTabTitle = "History"

  // MARK: - Recorder screen

  /// Placeholder of `titleField`.
  public static let titlePlaceholder = "Route title"
  /// Text of `permissionBanner`, visible while the status is not always-authorization.
  public static let permissionBannerText = #"Allow location access "Always" to record routes."#
  /// `statusLabel` before the first recording.
  public static let idleStatus = "Not recording"

  /// `statusLabel` while recording: `Recording "<title>" — 3 points`.
  public static func recordingStatus(title: String, pointCount: Int) -> String {
    "Recording \"\(title)\" — \(pointsText(pointCount))"
  }

  /// `statusLabel` after stopping: `Saved "<title>" — 3 points`.
  public static func savedStatus(title: String, pointCount: Int) -> String {
    "Saved \"\(title)\" — \(pointsText(pointCount))"
  }

  /// Shown for a transient location error: `Location unavailable: <reason>`.
  public static func locationUnavailable(_ reason: String) -> String {
    "Location unavailable: \(reason)"
  }

  /// ``locationUnavailable(_:)`` with the error's own description as the reason.
  public static func locationUnavailable(_ error: LocationError) -> String {
    locationUnavailable(error.description)
  }

  // MARK: - Accuracy control

  /// The segment titles of `accuracyControl`, in ``AccuracySetting`` order.
  public static var accuracyTitles: [String] { AccuracySetting.allCases.map(accuracyTitle) }

  /// A setting's segment title: the Core Location constant's name, as scenarios select it.
  public static func accuracyTitle(_ setting: AccuracySetting) -> String {
    switch setting {
    case .bestForNavigation: return "bestForNavigation"
    case .best: return "best"
    case .nearestTenMeters: return "nearestTenMeters"
    case .hundredMeters: return "hundredMeters"
    case .kilometer: return "kilometer"
    case .threeKilometers: return "threeKilometers"
    }
  }

  // MARK: - Start errors

  /// Title of the alert that shows any error message.
  public static let errorAlertTitle = "Error"
  public static let emptyTitleError = "Enter a title to start recording."
  /// Starting without always-authorization.
  public static let missingPermissionError =
    #"Location permission "Always" is required to record."#

  /// Starting with a title that is already stored.
  public static func duplicateTitleError(_ title: String) -> String {
    "A route named \"\(title)\" already exists."
  }

  // MARK: - Stop confirmation

  public static let stopAlertTitle = "Confirm"
  public static let stopAlertMessage = "Stop recording?"
  public static let okActionTitle = "OK"
  public static let cancelActionTitle = "Cancel"
}
