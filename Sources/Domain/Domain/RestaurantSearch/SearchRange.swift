/// How far around the location the service searches (the Gourmet Search `range` parameter).
public enum SearchRange: Int, Sendable, CaseIterable {
  case meters300 = 1
  case meters500 = 2
  case meters1000 = 3
  case meters2000 = 4
  case meters3000 = 5

  /// The radius in metres.
  public var meters: Int {
    switch self {
    case .meters300: return 300
    case .meters500: return 500
    case .meters1000: return 1_000
    case .meters2000: return 2_000
    case .meters3000: return 3_000
    }
  }
}
