import CoreLocationLite

/// A pin on the map (the stand-in for a map annotation or marker).
public struct MapAnnotation: Sendable, Hashable {
  public var id: String
  public var title: String
  public var subtitle: String?
  public var coordinate: LocationCoordinate2D

  public init(id: String, title: String, subtitle: String? = nil, coordinate: LocationCoordinate2D) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.coordinate = coordinate
  }
}

/// A line drawn over the map (the stand-in for `MKPolyline`).
public struct Polyline: Sendable, Hashable {
  public var coordinates: [LocationCoordinate2D]

  public init(coordinates: [LocationCoordinate2D]) {
    self.coordinates = coordinates
  }
}

/// Told when the user selects a pin (the stand-in for `MKMapViewDelegate`).
@MainActor
public protocol MapViewDelegate: AnyObject {
  func mapView(_ mapView: MapView, didSelect annotation: MapAnnotation)
}

/// A map with a camera, pins and line overlays (the stand-in for `MKMapView`/`GMSMapView`).
@MainActor
open class MapView: View {
  public weak var delegate: MapViewDelegate?
  public private(set) var centerCoordinate: LocationCoordinate2D?
  public private(set) var zoomLevel: Double = 0
  public private(set) var annotations: [MapAnnotation] = []
  public private(set) var overlays: [Polyline] = []
  public private(set) var selectedAnnotation: MapAnnotation?

  public override init(identifier: String? = nil) {
    super.init(identifier: identifier)
  }

  /// Moves the camera.
  public func setCenter(_ coordinate: LocationCoordinate2D, zoomLevel: Double? = nil) {
    centerCoordinate = coordinate
    if let zoomLevel { self.zoomLevel = zoomLevel }
    setNeedsDisplay()
  }

  public func addAnnotations(_ newAnnotations: [MapAnnotation]) {
    annotations += newAnnotations
    setNeedsDisplay()
  }

  public func removeAnnotations(_ removed: [MapAnnotation]) {
    let ids = Set(removed.map(\.id))
    annotations.removeAll { ids.contains($0.id) }
    if let selected = selectedAnnotation, ids.contains(selected.id) { selectedAnnotation = nil }
    setNeedsDisplay()
  }

  public func addOverlay(_ overlay: Polyline) {
    overlays.append(overlay)
    setNeedsDisplay()
  }

  public func removeOverlays(_ removed: [Polyline]) {
    overlays.removeAll { removed.contains($0) }
    setNeedsDisplay()
  }

  /// A user's tap on the pin with `id`: selects it and tells the delegate.
  @discardableResult
  public func selectAnnotation(withID id: String) -> Bool {
    guard isHitTestable, let annotation = annotations.first(where: { $0.id == id }) else {
      return false
    }
    selectedAnnotation = annotation
    setNeedsDisplay()
    notify(delegate, "didSelect \(quoted(id))") { $0.mapView(self, didSelect: annotation) }
    return true
  }

  open override var snapshotKind: String { "map" }

  open override var snapshotAttributes: [(name: String, value: String)] {
    let center = centerCoordinate.map {
      "(\(fixed($0.latitude, decimals: 6)),\(fixed($0.longitude, decimals: 6)))"
    }
    return [
      ("center", center ?? "none"), ("zoom", fixed(zoomLevel, decimals: 1)),
      ("markers", String(annotations.count)), ("overlays", String(overlays.count)),
      ("selected", selectedAnnotation.map { shown($0.id) } ?? "none"),
    ]
  }

  open override var snapshotDetailLines: [String] {
    let markers = annotations.map { annotation in
      "marker \(shown(annotation.id)) \(shown(annotation.title))"
        + " \(shown(annotation.subtitle ?? ""))"
        + " (\(fixed(annotation.coordinate.latitude, decimals: 6)),"
        + "\(fixed(annotation.coordinate.longitude, decimals: 6)))"
    }
    let lines = overlays.map { polyline in
      "polyline points=\(polyline.coordinates.count)"
        + (polyline.coordinates.last.map {
          " last=(\(fixed($0.latitude, decimals: 6)),\(fixed($0.longitude, decimals: 6)))"
        } ?? "")
    }
    return markers + lines
  }
}
