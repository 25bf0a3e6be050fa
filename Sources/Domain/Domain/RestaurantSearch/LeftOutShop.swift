/// A shop of an answer that the app cannot show: it has no usable coordinates.
public struct LeftOutShop: Sendable, Hashable, CustomStringConvertible {
  /// The service's shop id.
  public var id: String
  /// What is wrong with its coordinates, e.g. `latitude 95.0 is outside -90…90`.
  public var reason: String

  public init(id: String, reason: String) {
    self.id = id
    self.reason = reason
  }

  /// `shop J001234801: latitude 95.0 is outside -90…90`.
  public var description: String { "shop \(id): \(reason)" }
}
