/// A feature's stable name: its scenario folder, its CLI name and its key in reports.
///
/// Features are declared once, in ``FeatureDeclaration/all``; the ids here are only names.
public struct FeatureID: StringIdentifier, ExpressibleByStringLiteral {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }
}
