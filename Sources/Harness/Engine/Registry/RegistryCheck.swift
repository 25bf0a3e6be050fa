import Foundation
import ScenarioLanguage
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
    for (index, style) in styles.enumerated() {
      guard ids.insert(style.id).inserted else {
        return RegistryError("style '\(style.id)' is registered twice")
      }
      if let problem = duplicate(of: style, among: styles[..<index]) { return problem }
      if let problem = problem(in: style, repositoryRoot: repositoryRoot) { return problem }
    }
    return nil
  }

  /// A display name, colour or folder `style` shares (ignoring case) with an earlier style:
  /// each names one style in the reports (a column, a legend entry, a line colour, a
  /// code-size folder).
  static func duplicate(of style: StyleDeclaration, among earlier: ArraySlice<StyleDeclaration>)
    -> RegistryError?
  {
    let shared: [(String, (StyleDeclaration) -> String)] = [
      ("display name", \.displayName), ("colour", \.colour), ("folder", \.folder),
    ]
    for (what, value) in shared {
      if let twin = earlier.first(where: { value($0).lowercased() == value(style).lowercased() }) {
        return RegistryError(
          "style '\(style.id)': \(what) '\(Echo.token(value(style)))' is taken by style "
            + "'\(twin.id)'; every style needs its own")
      }
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
