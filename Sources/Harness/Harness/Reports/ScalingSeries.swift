import SceneContract

/// How one variant's cost per fix grows with the length of the route being recorded, from a
/// bench run: the scaling curves of the reports.
public struct ScalingSeries: Sendable, Equatable, Codable {
  /// One measured route length.
  public struct Point: Sendable, Equatable, Codable {
    /// Fixes already in the route when the measured fixes arrive.
    public var routeLength: Int
    /// Median nanoseconds per delivered fix at that length.
    public var nsPerFix: Double

    public init(routeLength: Int, nsPerFix: Double) {
      self.routeLength = routeLength
      self.nsPerFix = nsPerFix
    }
  }

  public var variant: VariantID
  /// The measurements, by increasing route length.
  public var points: [Point]

  public init(variant: VariantID, points: [Point]) {
    self.variant = variant
    self.points = points
  }
}
