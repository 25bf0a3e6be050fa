import Foundation
import Fuzzing

extension WorkbenchReport {
  /// Adds the last recorded fuzz run (`Reports/fuzzing.json`), when the repository has one.
  ///
  /// - Returns: why it could not be added, when it could not (the report stays as it was).
  @discardableResult
  public mutating func attachFuzzing(root: URL) -> String? {
    do {
      fuzzing = try FuzzRecord.load(root.appendingPathComponent(FuzzRecord.path))
      return nil
    } catch {
      return "fuzzing left out of the report: \(FuzzRecord.path) could not be read (\(error))"
    }
  }
}
