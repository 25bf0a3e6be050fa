/// The features every variant implements, by their scenario folder names.
public enum FeatureID: String, CaseIterable, Sendable, Codable, Comparable {
  case counter
  case routeRecorder = "route-recorder"
  case restaurantSearch = "restaurant-search"

  public static func < (lhs: FeatureID, rhs: FeatureID) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}

/// The architecture styles, by the names the CLI and reports use.
public enum VariantID: String, CaseIterable, Sendable, Codable, Comparable {
  case callback
  case delegate
  case kvo
  case bond
  case rxMVVM = "rx-mvvm"
  case cleanSwift = "clean-swift"

  public static func < (lhs: VariantID, rhs: VariantID) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
