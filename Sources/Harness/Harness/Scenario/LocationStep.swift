import CoreLocationLite

/// What a `location …` step makes the simulated device do.
public enum LocationStep: Sendable, Equatable {
  /// `location authorize <status>`: the user answers the prompt or changes the setting.
  case authorize(AuthorizationStatus)
  /// `location fix …` (a batch of one) or `location fixes …`: one batch of fixes.
  case deliver([FixSpec])
  /// `location error <name>`: the receiver fails.
  case error(LocationError)
  /// `location gpx "<file>"`: replays a GPX track (reserved; not supported yet).
  case gpx(String)
}
