import CoreLocationLite

/// A restaurant found by the search: what a marker and its info window show.
public struct Shop: Sendable, Hashable, Identifiable {
  /// The service's shop id (e.g. `J001234501`); unique, and the marker's id.
  public var id: String
  /// The shop's name; nil when the answer left it out (shown as "Unknown name").
  public var name: String?
  /// The genre's display name (e.g. `居酒屋`); nil when the answer left it out.
  public var genreName: String?
  /// The large photo for phones (`photo.mobile.l`), when the service sends one.
  public var photoURL: String?
  public var coordinate: LocationCoordinate2D

  public init(
    id: String, name: String?, genreName: String?, photoURL: String?,
    coordinate: LocationCoordinate2D
  ) {
    self.id = id
    self.name = name
    self.genreName = genreName
    self.photoURL = photoURL
    self.coordinate = coordinate
  }
}
