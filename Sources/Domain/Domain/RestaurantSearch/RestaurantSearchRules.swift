import CoreLocationLite

/// The restaurant search's fixed numbers and rules, shared by every variant.
public enum RestaurantSearchRules {
  /// The camera zoom applied once, on the first location fix.
  public static let firstFixZoomLevel: Double = 16
  /// How long the keyword field must stay unchanged before it searches.
  public static let keywordDebounceInterval: Duration = .milliseconds(500)
  /// The radius every search uses (range 3).
  public static let searchRange: SearchRange = .meters1000

  /// Whether the screen forgets its current location when the authorization becomes `status`:
  /// access taken back (denied, or restricted) means no search with a place the user no longer
  /// shares.
  public static func forgetsLocation(whenAuthorizationIs status: AuthorizationStatus) -> Bool {
    status == .denied || status == .restricted
  }
}
