import Experiments
import Foundation
import Mutation

/// The mutated files of the scratch copy: a schema or a single mutant written over the
/// copy's sources, and put back to the repository's text afterwards. The repository itself is
/// only ever read.
@MainActor
final class MutationCopy {
  /// The repository the originals are read from.
  let root: URL
  /// The copy of the package that is written.
  let package: URL
  /// Each file's original text, read once from the repository.
  private var originals: [String: String] = [:]
  /// The copy's files that differ from the repository now.
  private(set) var written: Set<String> = []

  init(root: URL, package: URL) {
    self.root = root
    self.package = package
  }

  /// The repository's text of `file`.
  func original(_ file: String) throws -> String {
    if let text = originals[file] { return text }
    guard let text = try? String(contentsOf: root.appending(path: file), encoding: .utf8) else {
      throw MutationError("cannot read \(file)")
    }
    originals[file] = text
    return text
  }

  /// The mutants each file of the copy holds in its schema form, by file. Files of earlier
  /// rounds stay as they are: their numbers are never used again, so they behave as the
  /// original, and leaving them spares the build everything that depends on them.
  private var schema: [String: [(number: Int, mutant: Mutant)]] = [:]
  /// Files that hold a plain edit now.
  private var plain: Set<String> = []

  /// Writes `round`'s mutants (each with its number, never used before) into their files;
  /// the other files of `touched` (whose mutants were all left out) go back to the original.
  /// Every module's support file declares what its files use.
  func writeSchema(_ round: [(number: Int, mutant: Mutant)], touched: Set<String> = []) throws {
    var overlay = SourceOverlay(root: root)
    let byFile = Dictionary(grouping: round, by: \.mutant.file)
    for file in touched.union(byFile.keys).union(plain) {
      if let numbered = byFile[file] {
        overlay.replace(file, with: MutantSchema.text(try original(file), mutants: numbered))
        schema[file] = numbered
      } else {
        overlay.replace(file, with: try original(file))
        schema[file] = nil
      }
    }
    plain = []
    try writeSupportFiles(into: &overlay)
    try writeChanged(overlay)
  }

  /// Writes the plain edits of `mutants` (one per file) into the copy; the files of an
  /// earlier plain edit go back to the original, and schema files stay inert.
  func write(_ mutants: [Mutant]) throws {
    var overlay = SourceOverlay(root: root)
    for file in plain { overlay.replace(file, with: try original(file)) }
    plain = []
    for mutant in mutants {
      overlay.replace(mutant.file, with: mutant.apply(to: try original(mutant.file)))
      schema[mutant.file] = nil
      plain.insert(mutant.file)
    }
    try writeSupportFiles(into: &overlay)
    try writeChanged(overlay)
  }

  /// Writes the files of `overlay` whose text differs from the copy's: a file written again
  /// with the same text would still look changed to the build, and rebuild its module and
  /// everything that depends on it.
  private func writeChanged(_ overlay: SourceOverlay) throws {
    var changed = SourceOverlay(root: root)
    for (path, text) in overlay.changes where current(path) != text {
      changed.replace(path, with: text)
    }
    try changed.write(into: package)
    written.formUnion(changed.changes.keys)
  }

  /// The copy's text of `path` now; nil when it does not exist.
  private func current(_ path: String) -> String? {
    try? String(contentsOf: package.appending(path: path), encoding: .utf8)
  }

  /// Puts every file the copy changed back to the repository's text.
  func restore() throws {
    var overlay = SourceOverlay(root: root)
    for file in written {
      overlay.replace(
        file, with: file.hasSuffix(MutantSchema.supportFileName) ? nil : try original(file))
    }
    try overlay.write(into: package)
    written = []
    schema = [:]
    plain = []
  }

  /// One support file per module that holds schema mutants, declaring all of them; none for a
  /// module that holds none any more.
  private func writeSupportFiles(into overlay: inout SourceOverlay) throws {
    var byModule: [String: [(number: Int, mutant: Mutant)]] = [:]
    for (file, numbered) in schema { byModule[MutantLines.module(of: file), default: []] += numbered }
    let modules = Set(written.filter { $0.hasSuffix(MutantSchema.supportFileName) }.map {
      ($0 as NSString).deletingLastPathComponent
    }).union(byModule.keys)
    for module in modules {
      let path = "\(module)/\(MutantSchema.supportFileName)"
      let numbered = byModule[module] ?? []
      let text = numbered.isEmpty ? nil : MutantSchema.supportFile(mutants: numbered.sorted { $0.number < $1.number })
      overlay.replace(path, with: text)
    }
  }
}
