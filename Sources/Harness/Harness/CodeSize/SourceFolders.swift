import SceneContract

/// Where each variant and feature lives under `Sources/Variants/`.
enum SourceFolders {
  /// The variant module's folder, e.g. `RxMVVM` for `rx-mvvm`.
  static func folder(for variant: VariantID) -> String {
    switch variant {
    case .callback: "Callback"
    case .delegate: "Delegate"
    case .kvo: "KVO"
    case .bond: "Bond"
    case .rxMVVM: "RxMVVM"
    case .cleanSwift: "CleanSwift"
    }
  }

  /// The feature's folder inside every variant module, e.g. `RouteRecorder`.
  static func folder(for feature: FeatureID) -> String {
    switch feature {
    case .counter: "Counter"
    case .routeRecorder: "RouteRecorder"
    case .restaurantSearch: "RestaurantSearch"
    }
  }
}
