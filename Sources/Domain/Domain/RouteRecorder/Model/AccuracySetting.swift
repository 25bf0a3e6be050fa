import CoreLocationLite

/// The six accuracy choices of the recorder's `accuracyControl`, in segment order.
///
/// Each sets the location manager's `desiredAccuracy` (Core Location's constant of the same
/// name) and `distanceFilter` (0, 0, 10, 100, 1,000, 3,000 m): a coarser setting records
/// fewer points.
public enum AccuracySetting: Int, Sendable, CaseIterable, Identifiable {
  case bestForNavigation
  case best
  case nearestTenMeters
  case hundredMeters
  case kilometer
  case threeKilometers

  /// The setting selected when the recorder screen loads.
  public static let initial: AccuracySetting = .best

  public var id: Int { rawValue }

  /// The segment title (see ``RouteRecorderStrings/accuracyTitle(_:)``).
  public var title: String { RouteRecorderStrings.accuracyTitle(self) }

  /// The value for `LocationManager.desiredAccuracy`.
  public var desiredAccuracy: LocationAccuracy {
    switch self {
    case .bestForNavigation: return LocationAccuracyConstant.bestForNavigation
    case .best: return LocationAccuracyConstant.best
    case .nearestTenMeters: return LocationAccuracyConstant.nearestTenMeters
    case .hundredMeters: return LocationAccuracyConstant.hundredMeters
    case .kilometer: return LocationAccuracyConstant.kilometer
    case .threeKilometers: return LocationAccuracyConstant.threeKilometers
    }
  }

  /// The value for `LocationManager.distanceFilter`, in metres.
  public var distanceFilter: LocationDistance {
    switch self {
    case .bestForNavigation, .best: return 0
    case .nearestTenMeters: return 10
    case .hundredMeters: return 100
    case .kilometer: return 1_000
    case .threeKilometers: return 3_000
    }
  }

  /// The setting whose segment title is `title`, if any.
  public init?(title: String) {
    guard let match = Self.allCases.first(where: { $0.title == title }) else { return nil }
    self = match
  }

  /// Applies both values to `manager`.
  @MainActor
  public func apply(to manager: LocationManager) {
    manager.desiredAccuracy = desiredAccuracy
    manager.distanceFilter = distanceFilter
  }
}
