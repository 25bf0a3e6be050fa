import Reports
import SceneContract

/// Options of `play`.
public struct PlayOptions: Sendable, Equatable {
  public var root: String?
  public var feature: FeatureID
  public var variant: VariantID
  /// `--live`: real time and the real Hotpepper service instead of virtual time and fixtures.
  public var live: Bool
  /// `--trace`: after each step, the calls it made and the state it changed.
  public var trace: Bool

  public init(
    root: String? = nil, feature: FeatureID, variant: VariantID, live: Bool = false,
    trace: Bool = false
  ) {
    self.root = root
    self.feature = feature
    self.variant = variant
    self.live = live
    self.trace = trace
  }
}
