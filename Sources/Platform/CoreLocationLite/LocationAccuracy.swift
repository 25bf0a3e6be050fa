/// Desired accuracy in metres (the stand-in for `CLLocationAccuracy` and its constants).
public typealias LocationAccuracy = Double
/// A distance in metres (the stand-in for `CLLocationDistance`).
public typealias LocationDistance = Double

/// The accuracy constants of Core Location, by their iOS values.
public enum LocationAccuracyConstant {
  public static let bestForNavigation: LocationAccuracy = -2
  public static let best: LocationAccuracy = -1
  public static let nearestTenMeters: LocationAccuracy = 10
  public static let hundredMeters: LocationAccuracy = 100
  public static let kilometer: LocationAccuracy = 1000
  public static let threeKilometers: LocationAccuracy = 3000
}

/// The "no filter" distance: every fix is delivered.
public let locationDistanceFilterNone: LocationDistance = -1
