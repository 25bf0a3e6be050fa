import SceneContract

/// One row of the mutation tables: a style's own files for a feature, or the shared domain's.
public struct MutationCell: Sendable, Hashable, Codable, Comparable {
  /// The name the domain's rows use in place of a style.
  public static let domain = "domain"

  /// A style id, or ``domain``.
  public var style: String
  public var feature: FeatureID

  public init(style: String, feature: FeatureID) {
    self.style = style
    self.feature = feature
  }

  public var isDomain: Bool { style == Self.domain }

  /// `counter/kvo`, as progress lines and seeds name it.
  public var key: String { "\(feature.rawValue)/\(style)" }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.key < rhs.key }
}
