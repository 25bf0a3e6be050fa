import CoreLocationLite

/// What an `expect …` step checks.
public enum Expectation: Sendable, Equatable {
  /// `expect <id>.<property> <op> <value>`: a widget's inspectable property.
  case property(widget: NameRef, property: NameRef, Comparison)
  /// `expect alert title <op> <value>`.
  case alertTitle(Comparison)
  /// `expect alert message <op> <value>`.
  case alertMessage(Comparison)
  /// `expect title <op> <value>`: the navigation title of the screen on display.
  case screenTitle(Comparison)
  /// `expect no alert`.
  case noAlert
  /// `expect location prompt <kind>`: the system's location permission prompt asks for this
  /// access (`whenInUse`, `always`), or `none` is showing.
  case locationPrompt(AuthorizationPrompt?)
  /// `expect no leaks`: the last teardown freed every scene object and subscription.
  case noLeaks
  /// `expect snapshot` and an indented block: the whole screen, line by line.
  case snapshot([String])
  /// `expect http requests <op> <n>`.
  case httpRequestCount(Comparison)
  /// `expect http request <n> query <name> == "<value>"` or `… absent` (n counts from 1).
  case httpQuery(request: Int, name: String, QueryExpectation)
  /// `expect store …`: the route database as the app left it on disk.
  case store(StoreExpectation)
  /// `expect export "<file>" points <op> <n>`: the GPX file the app exported to its documents
  /// folder, read back.
  case exportPoints(file: String, Comparison)
}

/// The expected value of a query item.
public enum QueryExpectation: Sendable, Equatable {
  case equals(String)
  case absent
}
