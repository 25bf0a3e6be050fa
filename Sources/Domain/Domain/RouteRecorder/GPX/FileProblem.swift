import Foundation

/// Plain reasons for file failures, the same on every platform and locale.
enum FileProblem {
  /// Why reading (or writing) the file at `url` failed, judged from what is there now.
  static func reason(for url: URL, writing: Bool) -> String {
    let manager = FileManager.default
    let folder = url.deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: url.path, isDirectory: &isFolder) {
      if isFolder.boolValue { return "it is a folder" }
      if writing, !manager.isWritableFile(atPath: folder) { return "the location is read-only" }
      return "permission denied"
    }
    guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      return "its folder does not exist"
    }
    guard writing else { return "no such file" }
    return manager.isWritableFile(atPath: folder)
      ? "it cannot be written" : "the location is read-only"
  }
}
