import SceneContract

// The classic styles by the ids their declarations give them, so tests can name the styles
// they build fixtures for. Sources never spell these names outside each style's own module.
extension VariantID {
  public static let callback: VariantID = "callback"
  public static let delegate: VariantID = "delegate"
  public static let kvo: VariantID = "kvo"
  public static let bond: VariantID = "bond"
  public static let rxMVVM: VariantID = "rx-mvvm"
  public static let cleanSwift: VariantID = "clean-swift"
}

extension StyleDeclaration {
  /// A style for harness tests: the given builders, no role files, a grey colour.
  public static func testing(_ id: VariantID, builders: [FeatureID: SceneBuilder])
    -> StyleDeclaration
  {
    StyleDeclaration(
      id: id, displayName: id.rawValue, folder: id.rawValue, colour: "#777777",
      features: builders.mapValues { FeatureImplementation(build: $0, roles: []) })
  }
}

extension StyleDeclaration {
  /// A style for harness tests that only has a name and a folder.
  public static func testing(_ id: VariantID, folder: String) -> StyleDeclaration {
    StyleDeclaration(id: id, displayName: id.rawValue, folder: folder, colour: "#777777", features: [:])
  }
}
