import Foundation
import FoundationXML

/// Reads the track points of GPX 1.1 (and 1.0) documents.
///
/// Reads every `<trkpt>` of every `<trkseg>` of every `<trk>`, in file order, one segment per
/// `<trkseg>`; a document without track points gives its route points instead (one segment
/// per `<rte>`), and one without either its waypoints (one segment). Each point has `lat` and
/// `lon` (required: plain decimals within ±90 and ±180), `<ele>`, `<time>` (ISO-8601, with or
/// without fractional seconds; a point without one — or with an empty one — is listed in
/// ``GPXTrack/untimedPoints`` and carries the previous point's time, the first the Unix epoch)
/// and the workbench's `<fp:accuracy>`, `<fp:speed>`, `<fp:course>` extensions (`<speed>` and
/// `<course>` in any namespace are read too; other extensions are skipped). A byte-order mark
/// is allowed.
public enum GPXReader {
  /// Reads the GPX file at `url`.
  ///
  /// - Throws: ``GPXError/unreadable(file:reason:)`` when the file cannot be read,
  ///   ``GPXError/malformed(file:line:reason:)`` (with the line) when it is not valid GPX.
  public static func read(contentsOf url: URL) throws(GPXError) -> GPXTrack {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      let reason = FileProblem.reason(for: url, writing: false)
      throw GPXError.unreadable(file: url.lastPathComponent, reason: reason)
    }
    return try read(data, fileName: url.lastPathComponent)
  }

  /// Reads a GPX document held in memory; `fileName` names it in errors.
  public static func read(_ data: Data, fileName: String) throws(GPXError) -> GPXTrack {
    guard !data.isEmpty else {
      throw GPXError.malformed(file: fileName, line: nil, reason: "the file is empty")
    }
    // A stream is parsed in chunks; parsing one `Data` in a single chunk fails past 10 MB.
    let parser = XMLParser(stream: InputStream(data: data))
    parser.shouldProcessNamespaces = true
    parser.shouldResolveExternalEntities = false
    let handler = GPXParserHandler()
    parser.delegate = handler
    let finished = parser.parse()
    if let failure = handler.failure {
      throw GPXError.malformed(file: fileName, line: failure.line, reason: failure.reason)
    }
    if !finished || parser.parserError != nil {
      let code = (parser.parserError as NSError?)?.code
      throw GPXError.malformed(
        file: fileName, line: parser.lineNumber, reason: GPXParserHandler.reason(forXMLError: code))
    }
    guard handler.sawRoot else {
      throw GPXError.malformed(file: fileName, line: nil, reason: "no <gpx> element")
    }
    let segments = handler.chosenSegments.segments.filter { !$0.isEmpty }
    var untimed = IndexSet()
    for (index, point) in segments.joined().enumerated() where !point.isTimed {
      untimed.insert(index)
    }
    return GPXTrack(
      name: handler.name, segments: segments.map { $0.map(\.location) }, untimedPoints: untimed)
  }
}
