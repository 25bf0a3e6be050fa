import Foundation
import SceneContract

/// Where mutants come from and in which order they are drawn: every candidate of a cell's
/// files, minus the ones judged equivalent, in an order fixed by the seed.
public enum MutantSampler {
  /// The files a cell's mutants come from, relative to `root`: a style's feature folder, its
  /// declaration (`<Style>Style.swift`) and the other files at its module's root that the
  /// feature uses (one of their types is named in the feature folder; a helper only another
  /// feature uses would give mutants no scenario of this feature can reach); for the domain,
  /// the feature's folder of the shared domain.
  public static func files(
    of cell: MutationCell, styleFolder: String?, featureFolder: String, root: URL
  ) -> [String] {
    if cell.isDomain {
      return swiftFiles(under: "Sources/Domain/Domain/\(featureFolder)", root: root)
    }
    let module = "Sources/Variants/\(styleFolder ?? cell.style)"
    let featureFiles = swiftFiles(under: "\(module)/\(featureFolder)", root: root)
    let featureWords = Set(featureFiles.flatMap { words(in: text(of: $0, root: root)).map(String.init) })
    let rootFiles = swiftFiles(under: module, root: root, recursive: false).filter { file in
      file.hasSuffix("Style.swift")
        || !declaredTypes(in: text(of: file, root: root)).isDisjoint(with: featureWords)
    }
    return rootFiles + featureFiles
  }

  /// The names a file declares as a type (`class`, `struct`, `enum`, `protocol`, `actor`).
  static func declaredTypes(in text: String) -> Set<String> {
    let tokens = words(in: text)
    let keywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor"]
    return Set(
      zip(tokens, tokens.dropFirst())
        .filter { keyword, name in keywords.contains(keyword) && name.first?.isUppercase == true }
        .map { String($0.1) })
  }

  static func words(in text: String) -> [Substring] {
    text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
  }

  static func text(of file: String, root: URL) -> String {
    (try? String(contentsOf: root.appending(path: file), encoding: .utf8)) ?? ""
  }

  static func swiftFiles(under folder: String, root: URL, recursive: Bool = true) -> [String] {
    let url = root.appending(path: folder, directoryHint: .isDirectory)
    var found: [String] = []
    if recursive {
      let enumerator = FileManager.default.enumerator(atPath: url.path)
      while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift") { found.append("\(folder)/\(path)") }
      }
    } else {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      found = names.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
    }
    return found.sorted()
  }

  /// Every candidate of `files`, in file order.
  public static func candidates(in files: [String], root: URL) -> [Mutant] {
    files.flatMap { file -> [Mutant] in
      guard let text = try? String(contentsOf: root.appending(path: file), encoding: .utf8)
      else { return [] }
      return MutantFinder.mutants(in: text, file: file)
    }
  }

  /// `candidates` without `equivalent` ones, in the order the sampler draws them for `cell`:
  /// sorted by identity, then shuffled by a generator seeded from `seed` and the cell, so the
  /// same seed and sources give the same mutants in the same order, and one cell's draw does
  /// not depend on another's.
  public static func order(
    _ candidates: [Mutant], cell: MutationCell, seed: UInt64, excluding equivalent: Set<String>
  ) -> [Mutant] {
    var drawn = candidates.filter { !equivalent.contains($0.id) }.sorted { $0.id < $1.id }
    var generator = SplitMix64(seed: seed ^ UInt64(Fingerprint.value(of: cell.key)))
    // Fisher–Yates with our own generator: the standard library's shuffle may change.
    for index in drawn.indices.reversed() where index > 0 {
      let other = Int(generator.next() % UInt64(index + 1))
      drawn.swapAt(index, other)
    }
    return drawn
  }
}

/// A small seeded generator (SplitMix64): the same seed gives the same numbers everywhere.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
