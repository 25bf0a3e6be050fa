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

  /// Writes every mutant of `mutants` into the copy, numbered from 1 in order, with a support
  /// file per mutated module; files of an earlier schema not in this one go back to their
  /// original text.
  func writeSchema(_ mutants: [Mutant]) throws {
    var overlay = SourceOverlay(root: root)
    var byFile: [String: [(number: Int, mutant: Mutant)]] = [:]
    for (index, mutant) in mutants.enumerated() {
      byFile[mutant.file, default: []].append((index + 1, mutant))
    }
    var byModule: [String: [(number: Int, mutant: Mutant)]] = [:]
    for (file, numbered) in byFile {
      overlay.replace(file, with: MutantSchema.text(try original(file), mutants: numbered))
      byModule[MutantLines.module(of: file), default: []] += numbered
    }
    for (module, numbered) in byModule {
      overlay.replace(
        "\(module)/\(MutantSchema.supportFileName)",
        with: MutantSchema.supportFile(mutants: numbered))
    }
    try write(overlay, restoring: written)
  }

  /// Writes the plain edits of `mutants` (one per file) into the copy; every other file as
  /// in the repository.
  func write(_ mutants: [Mutant]) throws {
    var overlay = SourceOverlay(root: root)
    for mutant in mutants {
      overlay.replace(mutant.file, with: mutant.apply(to: try original(mutant.file)))
    }
    try write(overlay, restoring: written)
  }

  /// Puts every file the copy changed back to the repository's text.
  func restore() throws {
    try write(SourceOverlay(root: root), restoring: written)
  }

  /// Writes `overlay`, and the originals of the files in `earlier` it does not change.
  private func write(_ overlay: SourceOverlay, restoring earlier: Set<String>) throws {
    var overlay = overlay
    let now = Set(overlay.changes.keys)
    for file in earlier.subtracting(now) {
      overlay.replace(
        file, with: file.hasSuffix(MutantSchema.supportFileName) ? nil : try original(file))
    }
    try overlay.write(into: package)
    written = now
  }
}
