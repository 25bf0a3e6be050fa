/// Errors a location manager reports (the stand-in for `CLError`).
public enum LocationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No fix right now; the manager keeps trying (transient).
  case locationUnknown
  /// The user denied access; updates stop (final).
  case denied
  /// The network needed for a fix is unavailable (transient).
  case network

  public var description: String {
    switch self {
    case .locationUnknown: return "location unknown"
    case .denied: return "access denied"
    case .network: return "network unavailable"
    }
  }

  /// Whether the manager stops delivering updates after this error.
  public var isFinal: Bool { self == .denied }

  /// Parses the scenario spelling (`locationUnknown`, `denied`, `network`).
  public init?(name: String) {
    switch name {
    case "locationUnknown": self = .locationUnknown
    case "denied": self = .denied
    case "network": self = .network
    default: return nil
    }
  }
}
