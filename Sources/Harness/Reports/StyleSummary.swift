import SceneContract

/// What a report needs to know of a style: its name, folder, colour and the role of each file,
/// copied from the style's declaration so a report read back from JSON still has them.
public struct StyleSummary: Sendable, Equatable, Codable {
  /// One file of a feature folder and the role it plays.
  public struct RoleEntry: Sendable, Equatable, Codable {
    public var role: String
    public var path: String

    public init(role: String, path: String) {
      self.role = role
      self.path = path
    }
  }

  public var id: VariantID
  public var displayName: String
  /// The module's folder under `Sources/Variants/`.
  public var folder: String
  /// `#rrggbb`.
  public var colour: String
  /// The files of each feature folder, keyed by feature id, in declared reading order.
  public var roles: [String: [RoleEntry]]

  public init(
    id: VariantID, displayName: String, folder: String, colour: String,
    roles: [String: [RoleEntry]]
  ) {
    self.id = id
    self.displayName = displayName
    self.folder = folder
    self.colour = colour
    self.roles = roles
  }

  /// The summary of `declaration`.
  public init(_ declaration: StyleDeclaration) {
    var roles: [String: [RoleEntry]] = [:]
    for (feature, implementation) in declaration.features {
      roles[feature.rawValue] = implementation.roles.map {
        RoleEntry(role: $0.role.rawValue, path: $0.path)
      }
    }
    self.init(
      id: declaration.id, displayName: declaration.displayName, folder: declaration.folder,
      colour: declaration.colour, roles: roles)
  }
}

extension WorkbenchReport {
  /// The colour `variant` has in every chart; grey for a style the report does not describe.
  public func colour(of variant: VariantID) -> String {
    style(variant)?.colour ?? "#777777"
  }

  /// The summary of `variant`, when the report carries it.
  public func style(_ variant: VariantID) -> StyleSummary? {
    styles.first { $0.id == variant }
  }

  /// Every variant that appears in the report, in the styles' order.
  public var orderedVariants: [VariantID] {
    let present = Set(features.flatMap { $0.variants.map(\.variant) })
    let declared = styles.map(\.id).filter(present.contains)
    let undeclared = features.flatMap { $0.variants.map(\.variant) }
      .filter { variant in !declared.contains(variant) }
    var seen = Set<VariantID>()
    return (declared + undeclared).filter { seen.insert($0).inserted }
  }
}
