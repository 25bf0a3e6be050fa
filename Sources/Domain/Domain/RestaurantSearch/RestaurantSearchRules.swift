/// The restaurant search's fixed numbers, shared by every variant.
public enum RestaurantSearchRules {
  /// The camera zoom applied once, on the first location fix.
  public static let firstFixZoomLevel: Double = 16
  /// How long the keyword field must stay unchanged before it searches.
  public static let keywordDebounceInterval: Duration = .milliseconds(500)
  /// The radius every search uses (range 3).
  public static let searchRange: SearchRange = .meters1000
}
