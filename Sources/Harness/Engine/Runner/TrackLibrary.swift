import CoreLocationLite
import Domain
import Foundation
import ScenarioLanguage
import UIKitLite

/// The GPX tracks scenarios replay (`Scenarios/tracks/*.gpx`), each read once per process
/// and shared by every run, so a run's cost does not include parsing its track.
@MainActor
final class TrackLibrary {
  /// The tracks folder.
  let root: URL
  private var cache: [String: Result<GPXTrack, GPXError>] = [:]

  init(root: URL) {
    self.root = root
  }

  /// The entries of the tracks folder whose names end in `.gpx`, sorted.
  var names: [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return entries.filter { $0.hasSuffix(".gpx") }.sorted()
  }

  /// The track `file`: every point in file order, and which of them had no time.
  ///
  /// - Throws: ``GPXError`` naming the file when it cannot be read or is not valid GPX.
  func track(_ file: String) throws(GPXError) -> GPXTrack {
    if let cached = cache[file] { return try cached.get() }
    let url = root.appendingPathComponent(file)
    let result = Result { () throws(GPXError) -> GPXTrack in
      try GPXReader.read(contentsOf: url)
    }
    cache[file] = result
    return try result.get()
  }

  /// Why `file` is not a track of this folder (with the nearest name), or nil when it is.
  func problem(with file: String) -> String? {
    let names = names
    guard !names.contains(file) else { return nil }
    var known = didYouMean(file, among: names)
    if known.isEmpty {
      known = "; its tracks are " + names.map { "`\($0)`" }.joined(separator: ", ")
      if names.isEmpty { known = "; it holds none" }
    }
    return "unknown GPX track \(quoted(file)) in \(root.lastPathComponent)/\(known)"
  }
}
