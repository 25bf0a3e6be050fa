import Foundation
import SceneContract

/// What is wrong with a registry entry: one line naming the style and the file.
public struct RegistryError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { "error: \(message)" }
}

/// Checks the styles' declarations against the repository before anything runs: unique ids,
/// known features, and every declared folder and role file present on disk.
public enum RegistryCheck {
  /// The first problem with `styles` in the repository at `repositoryRoot`, if any.
  public static func problem(in styles: [StyleDeclaration], repositoryRoot: URL) -> RegistryError? {
    var ids = Set<VariantID>()
    for style in styles {
      guard ids.insert(style.id).inserted else {
        return RegistryError("style '\(style.id)' is registered twice")
      }
      if let problem = problem(in: style, repositoryRoot: repositoryRoot) { return problem }
    }
    return nil
  }

  /// The first problem with one style's declaration, if any.
  public static func problem(in style: StyleDeclaration, repositoryRoot: URL) -> RegistryError? {
    let folder = "\(SourceLocation.variantsFolder)/\(style.folder)"
    guard isDirectory(repositoryRoot.appendingPathComponent(folder)) else {
      return RegistryError("style '\(style.id)': folder \(folder)/ does not exist")
    }
    for (featureID, implementation) in style.features.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      guard let feature = FeatureDeclaration.named(featureID) else {
        return RegistryError(
          "style '\(style.id)': feature '\(featureID)' is not declared "
            + "(known: \(FeatureDeclaration.ids.map(\.rawValue).joined(separator: ", ")))")
      }
      for file in implementation.roles {
        let path = "\(folder)/\(feature.sourceFolder)/\(file.path)"
        guard FileManager.default.fileExists(atPath: repositoryRoot.appendingPathComponent(path).path)
        else {
          return RegistryError(
            "style '\(style.id)': \(path) is declared as its \(file.role) but does not exist")
        }
      }
    }
    return nil
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
