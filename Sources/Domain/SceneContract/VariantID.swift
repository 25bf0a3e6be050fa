/// A style's stable name (`my-style`): its CLI name, its report column and its baseline key.
///
/// Styles are declared once, by their module's ``StyleDeclaration`` listed in the registry; the
/// harness learns every other fact about a style from that declaration.
public struct VariantID: StringIdentifier, ExpressibleByStringLiteral {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }
}
