import Foundation

/// The folders directly inside `folder`, by name, sorted, hidden ones left out; none when
/// `folder` cannot be read. How the harness lists features, changes and pitfalls.
public func subfolders(of folder: URL) -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.filter { name in
    var isDirectory: ObjCBool = false
    return !name.hasPrefix(".")
      && FileManager.default.fileExists(
        atPath: folder.appending(path: name).path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }.sorted()
}
