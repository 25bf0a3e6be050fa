/// A type built from everything it depends on, passed in one `Dependency` value.
///
/// Every view model and view controller of this variant takes its collaborators this way, so
/// a scene's wiring reads the same on every screen and a test can hand in fakes.
@MainActor
protocol Injectable {
  /// What the type needs from outside.
  associatedtype Dependency

  /// Creates the object with its dependencies.
  init(with dependency: Dependency)
}
