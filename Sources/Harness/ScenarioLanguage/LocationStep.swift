import CoreLocationLite

/// What a `location …` step makes the simulated device do.
public enum LocationStep: Sendable, Equatable {
  /// `location authorize <status>`: the user answers the permission prompt on screen.
  case authorize(AuthorizationStatus)
  /// `location settings <status>`: the user changes the setting (in the Settings app), no
  /// prompt needed.
  case settings(AuthorizationStatus)
  /// `location fix …` (a batch of one) or `location fixes …`: one batch of fixes.
  case deliver([FixSpec])
  /// `location error <name>`: the receiver fails.
  case error(LocationError)
  /// `location gpx "<file>" …`: the receiver replays a GPX track as virtual time passes.
  case gpx(GPXReplayStep)
}
