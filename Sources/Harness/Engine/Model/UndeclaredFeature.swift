import SceneContract

/// A selected style that does not declare a selected feature (no entry in its `features`):
/// none of the feature's scenarios ran on it, and the run says so instead of leaving it out.
public struct UndeclaredFeature: Sendable, Equatable, Codable {
  public let feature: FeatureID
  public let variant: VariantID

  public init(feature: FeatureID, variant: VariantID) {
    self.feature = feature
    self.variant = variant
  }

  /// One line for people: `my-style does not declare route-recorder: …`.
  public var sentence: String {
    "\(variant.rawValue) does not declare \(feature.rawValue) (no entry in the `features` of "
      + "its declaration): none of its scenarios ran on \(variant.rawValue)"
  }
}
