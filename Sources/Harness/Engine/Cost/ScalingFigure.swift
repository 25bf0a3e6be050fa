import SceneContract

/// The cost per fix of recording a route of one size on one variant: an entry of the JSON
/// report's `scaling` array.
public struct ScalingFigure: Sendable, Equatable, Codable {
  /// The variant that recorded the route.
  public var variant: VariantID
  /// Fixes recorded in each run (the route's size).
  public var fixes: Int
  /// Median over the runs of the run's wall-clock time divided by ``fixes``, in nanoseconds.
  public var nsPerFix: Double
  /// Timed runs the median is taken over.
  public var runs: Int

  public init(variant: VariantID, fixes: Int, nsPerFix: Double, runs: Int) {
    self.variant = variant
    self.fixes = fixes
    self.nsPerFix = nsPerFix
    self.runs = runs
  }
}

/// A variant that could not be measured: it did not start recording or did not save every
/// fix, so its time would not be the cost of recording the route.
public struct ScalingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The variant that could not be measured.
  public let variant: VariantID
  /// What went wrong, e.g. `saved 999 of 1000 fixes`.
  public let message: String

  public init(variant: VariantID, message: String) {
    self.variant = variant
    self.message = message
  }

  public var description: String { "scaling: \(variant.rawValue): \(message)" }
}
