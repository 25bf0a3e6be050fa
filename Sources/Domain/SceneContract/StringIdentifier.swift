/// A name that is only a string — a feature's, a style's, a role's — coded as that string and
/// printed as it.
public protocol StringIdentifier: RawRepresentable, Hashable, Sendable, Codable,
  CustomStringConvertible
where RawValue == String {
  init(rawValue: String)
}

// MARK: - Default implementations

extension StringIdentifier {
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { rawValue }
}
