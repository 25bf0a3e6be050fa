import Reports
import SceneContract
import VariantRegistry

/// The names the command line accepts, all derived from the feature and style declarations.
enum Catalog {
  static var styles: [StyleDeclaration] { Registry.styles }
  static var styleNames: [String] { Registry.styles.map(\.id.rawValue) }
  static var featureNames: [String] { FeatureDeclaration.all.map(\.id.rawValue) }

  /// The declared style named `name`, or nil.
  static func style(named name: String) -> StyleDeclaration? {
    Registry.styles.first { $0.id.rawValue == name }
  }

  /// The features that offer `capability`, in declared order.
  static func features(offering capability: FeatureDeclaration.Capability) -> [FeatureID] {
    FeatureDeclaration.all.filter { $0.capabilities.contains(capability) }.map(\.id)
  }
}
