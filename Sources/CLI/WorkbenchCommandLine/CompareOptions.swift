import Reports
import SceneContract

/// Options of `compare`.
public struct CompareOptions: Sendable, Equatable {
  public var root: String?
  public var feature: FeatureID
  public var left: VariantID
  public var right: VariantID
  public var layout: RoleComparison.Layout
  /// `--role`: only this role.
  public var role: String?

  public init(
    root: String? = nil, feature: FeatureID, left: VariantID, right: VariantID,
    layout: RoleComparison.Layout = .unified, role: String? = nil
  ) {
    self.root = root
    self.feature = feature
    self.left = left
    self.right = right
    self.layout = layout
    self.role = role
  }
}
