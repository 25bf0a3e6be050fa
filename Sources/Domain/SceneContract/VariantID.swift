/// A style's stable name (`my-style`): its CLI name, its report column and its baseline key.
///
/// Styles are declared once, by their module's ``StyleDeclaration`` listed in the registry; the
/// harness learns every other fact about a style from that declaration.
public struct VariantID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  public var description: String { rawValue }
}
