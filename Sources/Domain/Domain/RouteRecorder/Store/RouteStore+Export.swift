/// Export of a stored route as GPX.
extension RouteStore {
  /// The route as a one-segment GPX track named by its title.
  ///
  /// - Throws: ``StoreError/routeNotFound(_:)`` when there is no such route.
  /// - Complexity: O(log n + k) for its k footprints.
  public func gpxTrack(of routeID: Route.ID) throws(StoreError) -> GPXTrack {
    guard let route = try route(id: routeID) else { throw StoreError.routeNotFound(routeID) }
    let points = try footprints(of: routeID).map(\.location)
    return GPXTrack(name: route.title, points: points)
  }

  /// The route as a GPX 1.1 document; reading it back gives the stored footprints.
  public func gpxDocument(of routeID: Route.ID) throws(StoreError) -> String {
    GPXWriter.document(try gpxTrack(of: routeID))
  }
}
