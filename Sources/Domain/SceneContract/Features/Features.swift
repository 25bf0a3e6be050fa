import Domain

extension FeatureID {
  public static let counter: FeatureID = "counter"
  public static let routeRecorder: FeatureID = "route-recorder"
  public static let restaurantSearch: FeatureID = "restaurant-search"
  public static let webPage: FeatureID = "web-page"
}

extension FeatureDeclaration {
  /// Every feature, in report order: one declaration per feature.
  public static let all: [FeatureDeclaration] = [
    FeatureDeclaration(
      id: .counter, displayName: "Counter", sourceFolder: "Counter",
      launchOptions: [LaunchOption(LaunchOptions.initialCountKey, .integer)]),
    FeatureDeclaration(
      id: .routeRecorder, displayName: "Route recorder", sourceFolder: "RouteRecorder",
      capabilities: [.scalingBenchmark]),
    FeatureDeclaration(
      id: .restaurantSearch, displayName: "Restaurant search", sourceFolder: "RestaurantSearch",
      capabilities: [.livePlay]),
    FeatureDeclaration(id: .webPage, displayName: "Web page", sourceFolder: "WebPage"),
  ]

  /// The declaration of `id`, or nil for a feature nobody declared.
  public static func named(_ id: FeatureID) -> FeatureDeclaration? {
    all.first { $0.id == id }
  }

  /// Every declared feature id, in report order.
  public static var ids: [FeatureID] { all.map(\.id) }
}
