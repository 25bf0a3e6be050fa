import CoreLocationLite

/// The recorder's rules that do not depend on the store, shared by every variant.
public enum RouteRecorderRules {
  /// The authorization recording needs.
  public static let requiredAuthorization: AuthorizationStatus = .authorizedAlways

  /// Whether `title` cannot name a route: empty, or only whitespace and newlines.
  public static func isBlank(_ title: String) -> Bool {
    title.allSatisfy(\.isWhitespace)
  }

  /// Whether `permissionBanner` shows for `status` (every status but always-authorization).
  public static func showsPermissionBanner(for status: AuthorizationStatus) -> Bool {
    status != requiredAuthorization
  }

  /// Whether recording may start with `status`.
  public static func mayRecord(with status: AuthorizationStatus) -> Bool {
    status == requiredAuthorization
  }
}
