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
  /// A style for harness tests: the given builders, no role files, a grey colour; its folder
  /// is the classic style's folder for a classic id (`KVO` for `kvo`), else the id.
  public static func testing(
    _ id: VariantID, roles: [RoleFile] = [], builders: [FeatureID: SceneBuilder]
  ) -> StyleDeclaration {
    StyleDeclaration(
      id: id, displayName: id.rawValue, folder: classicFolders[id] ?? id.rawValue,
      colour: "#777777",
      features: builders.mapValues { FeatureImplementation(build: $0, roles: roles) })
  }

  private static let classicFolders: [VariantID: String] = [
    .callback: "Callback", .delegate: "Delegate", .kvo: "KVO", .bond: "Bond",
    .rxMVVM: "RxMVVM", .cleanSwift: "CleanSwift",
  ]
}

extension StyleDeclaration {
  /// A style for harness tests that only has a name and a folder.
  public static func testing(_ id: VariantID, folder: String) -> StyleDeclaration {
    StyleDeclaration(id: id, displayName: id.rawValue, folder: folder, colour: "#777777", features: [:])
  }
}
