import Foundation
import Mutation

extension WorkbenchReport {
  /// Adds the recorded mutation runs (`Reports/mutation.json`), when the repository has them.
  ///
  /// - Returns: why it could not be added, when it could not (the report stays as it was).
  @discardableResult
  public mutating func attachMutation(root: URL) -> String? {
    let url = root.appendingPathComponent(MutationLedger.path)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    do {
      var ledger = try MutationLedger.load(url)
      ledger.judgedEquivalent = Set(((try? EquivalentMutants.load(root: root))?.reasons ?? [:]).keys)
      mutation = ledger
      return nil
    } catch {
      return "mutation tables left out of the report: \(MutationLedger.path) could not be read "
        + "(\(error))"
    }
  }
}
