import CoreLocationLite
import Foundation

/// The points of a GPX 1.1 document: track segments of fixes, in file order.
///
/// Besides the standard `lat`, `lon`, `<ele>` and `<time>`, each point may carry the fix's
/// accuracy, speed and course in `<extensions>` under ``footprintNamespace``
/// (`<fp:accuracy>`, `<fp:speed>`, `<fp:course>`); a negative accuracy marks an invalid fix,
/// as in Core Location. `Scenarios/tracks/README.md` documents the format.
public struct GPXTrack: Sendable, Equatable {
  /// The GPX 1.1 namespace.
  public static let namespace = "http://www.topografix.com/GPX/1/1"
  /// The namespace of the workbench's point extensions (accuracy, speed, course).
  public static let footprintNamespace = "urn:architecture-workbench:gpx:footprint:1"
  /// What a point without `<fp:accuracy>` gets, in metres (`Location`'s default).
  public static let defaultAccuracy = 5.0

  /// The document's name: the metadata `<name>`, else the first track's `<name>`.
  public var name: String?
  /// The points of each `<trkseg>` of every `<trk>`, in file order (or of each `<rte>`, or
  /// the waypoints, when the document has no track points).
  public var segments: [[Location]]
  /// The indices into ``points`` of the points the file gave no `<time>`: their timestamp is
  /// only the previous point's, and a replay stamps them when it delivers them.
  public var untimedPoints: IndexSet

  public init(name: String? = nil, segments: [[Location]], untimedPoints: IndexSet = []) {
    self.name = name
    self.segments = segments
    self.untimedPoints = untimedPoints
  }

  /// A one-segment track.
  public init(name: String? = nil, points: [Location]) {
    self.init(name: name, segments: [points])
  }

  /// Every point of every segment, in file order.
  public var points: [Location] {
    segments.flatMap { $0 }
  }
}
