import Foundation
import ScenarioLanguage

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why reading or writing a file failed, in a few plain words, the same on every platform:
/// "no such file", "its folder does not exist", "permission denied", "the disk is full",
/// "it is not JSON (…)", "it is not a workbench report: `run` is missing".
enum FileFailure {
  /// The reason `error` gives for the file at `url`; what is on disk now is asked first, then
  /// the error's own code, then its description (bounded).
  static func reason(_ error: any Error, at url: URL, writing: Bool) -> String {
    if let decoding = error as? DecodingError { return reason(decoding) }
    if let onDisk = onDiskReason(url, writing: writing) { return onDisk }
    if let code = posixCode(of: error) {
      switch code {
      case ENOENT: return writing ? "its folder does not exist" : "no such file"
      case EACCES, EPERM: return "permission denied"
      case ENOSPC: return "the disk is full"
      case EROFS: return "the file system is read-only"
      case EISDIR: return "it is a folder"
      case ENOTDIR: return "a part of its path is a file, not a folder"
      default: return String(cString: strerror(code))
      }
    }
    let nsError = error as NSError
    if nsError.domain == NSCocoaErrorDomain {
      switch CocoaError.Code(rawValue: nsError.code) {
      case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file"
      case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
      case .fileWriteOutOfSpace: return "the disk is full"
      case .fileWriteVolumeReadOnly: return "the file system is read-only"
      case .fileReadCorruptFile: return "it is not JSON"
      default: break
      }
    }
    return Echo.message(nsError.localizedDescription)
  }

  /// What a decoder's error says about the file: not JSON at all, or JSON of another shape.
  static func reason(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context, _ key: (any CodingKey)? = nil) -> String {
      let keys = context.codingPath + (key.map { [$0] } ?? [])
      return keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "it is not JSON (\(Echo.token(context.debugDescription)))"
    case .dataCorrupted(let context):
      return "it is not a workbench report: `\(path(context))` is malformed"
    case .keyNotFound(let key, let context):
      return "it is not a workbench report: `\(path(context, key))` is missing"
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      return "it is not a workbench report: `\(path(context))` is not a \(type)"
    @unknown default:
      return "it is not a workbench report"
    }
  }

  private static func onDiskReason(_ url: URL, writing: Bool) -> String? {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    if manager.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
      return "it is a folder"
    }
    let folder = url.deletingLastPathComponent().path
    guard manager.fileExists(atPath: folder, isDirectory: &isFolder) else {
      var ancestor = url.deletingLastPathComponent()
      while !manager.fileExists(atPath: ancestor.path, isDirectory: &isFolder),
        ancestor.pathComponents.count > 1
      {
        ancestor = ancestor.deletingLastPathComponent()
      }
      if !isFolder.boolValue { return "\(ancestor.path) is a file, not a folder" }
      if writing, !manager.isWritableFile(atPath: ancestor.path) {
        return "\(ancestor.path) is not writable (permission denied or read-only)"
      }
      return "its folder \(folder) does not exist"
    }
    guard isFolder.boolValue else { return "\(folder) is a file, not a folder" }
    if !writing, !manager.fileExists(atPath: url.path) { return "no such file" }
    if writing, !manager.isWritableFile(atPath: folder) {
      return "its folder is not writable (permission denied or read-only)"
    }
    return nil
  }

  private static func posixCode(of error: any Error) -> Int32? {
    var nsError: NSError? = error as NSError
    while let current = nsError {
      if current.domain == NSPOSIXErrorDomain { return Int32(current.code) }
      nsError = current.userInfo[NSUnderlyingErrorKey] as? NSError
    }
    return nil
  }
}
