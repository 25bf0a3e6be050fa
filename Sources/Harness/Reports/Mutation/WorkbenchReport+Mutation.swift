import Foundation
import Mutation

extension WorkbenchReport {
  /// Adds the last recorded mutation run (`Reports/mutation.json`), when the repository has
  /// one.
  ///
  /// - Returns: why it could not be added, when it could not (the report stays as it was).
  @discardableResult
  public mutating func attachMutation(root: URL) -> String? {
    let url = root.appendingPathComponent(MutationRecord.path)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      mutation = try MutationRecord.load(url)
      return nil
    } catch {
      return "mutation tables left out of the report: \(MutationRecord.path) could not be read "
        + "(\(error))"
    }
  }
}
