import Foundation
import SceneContract
import Testing
import VariantRegistry

/// Every registered style stands on the bench the same way: it implements every declared
/// feature, declares a role for every file of each feature folder (and only files that exist),
/// and has role tests for every tested role it declares.
@Suite("Style parity: features, roles and role tests")
struct StyleParityTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let styles = Registry.styles.map(\.id.rawValue)

  static func style(_ name: String) throws -> StyleDeclaration {
    try #require(Registry.styles.first { $0.id.rawValue == name })
  }

  static func swiftFiles(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }

  /// `CleanSwift` → `clean-swift`, `RxMVVM` → `rx-mvvm`, `KVO` → `kvo`: a new word starts at an
  /// upper-case letter that follows a lower-case one.
  static func kebabCase(_ folder: String) -> String {
    var words: [String] = []
    var previous: Character?
    for character in folder {
      if character.isUppercase, previous?.isLowercase == true || words.isEmpty {
        words.append("")
      }
      words[words.count - 1].append(character)
      previous = character
    }
    return words.map { $0.lowercased() }.joined(separator: "-")
  }

  @Test("its id is its folder's words, lower-case and joined by dashes", arguments: styles)
  func idFollowsTheFolder(name: String) throws {
    let style = try Self.style(name)
    #expect(style.id.rawValue == Self.kebabCase(style.folder))
    #expect(style.displayName != style.id.rawValue, "an id and a display name swapped look alike")
  }

  @Test func kebabCaseSplitsWordsNotAcronyms() {
    #expect(Self.kebabCase("CleanSwift") == "clean-swift")
    #expect(Self.kebabCase("RxMVVM") == "rx-mvvm")
    #expect(Self.kebabCase("KVO") == "kvo")
    #expect(Self.kebabCase("AsyncAwait") == "async-await")
    #expect("Store" != Self.kebabCase("Store"), "the id and the display name swapped is caught")
  }

  @Test("implements every declared feature", arguments: styles)
  func everyFeature(name: String) throws {
    let style = try Self.style(name)
    for feature in FeatureDeclaration.all {
      #expect(style.features[feature.id] != nil, "\(name) lacks \(feature.id)")
    }
  }

  @Test("declares a role for every file of each feature folder, and only those", arguments: styles)
  func everyFileHasARole(name: String) throws {
    let style = try Self.style(name)
    for feature in FeatureDeclaration.all {
      guard let implementation = style.features[feature.id] else { continue }
      let folder = Self.root.appendingPathComponent(
        "Sources/Variants/\(style.folder)/\(feature.sourceFolder)")
      let declared = implementation.roles.map(\.path).sorted()
      #expect(declared == Self.swiftFiles(in: folder), "\(name) \(feature.id)")
      #expect(Set(declared).count == declared.count, "\(name) \(feature.id) declares a file twice")
    }
  }

  @Test("has a test for every tested role it declares", arguments: styles)
  func everyTestedRoleHasTests(name: String) throws {
    let style = try Self.style(name)
    for feature in FeatureDeclaration.all {
      guard let implementation = style.features[feature.id] else { continue }
      let testFolder = Self.root.appendingPathComponent(
        "Tests/VariantTests/\(style.folder)/\(feature.sourceFolder)")
      let tests = Set(Self.swiftFiles(in: testFolder))
      for role in Role.tested {
        let files = implementation.files(playing: role)
        guard !files.isEmpty else { continue }
        let expected = files.map { file in
          let base = file.dropLast(".swift".count).split(separator: "+")[0]
          return "\(style.folder)\(base)Tests.swift"
        }
        let candidates = Set(expected).sorted().joined(separator: ", ")
        #expect(
          expected.contains(where: tests.contains),
          """
          \(name) \(feature.id): no test for its \(role) in \
          Tests/VariantTests/\(style.folder)/\(feature.sourceFolder)/ (one of \(candidates))
          """)
      }
    }
  }
}

extension StyleParityTests {
  @Test("its README lists every file by role", arguments: styles)
  func readmeListsEveryRoleFile(name: String) throws {
    let style = try Self.style(name)
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/Variants/\(style.folder)/README.md"),
      encoding: .utf8)
    let section = try #require(
      readme.components(separatedBy: "## Files by role").dropFirst().first?
        .components(separatedBy: "\n## ").first,
      "\(name)'s README has no Files by role section")
    for feature in FeatureDeclaration.all {
      for file in style.features[feature.id]?.roles ?? [] {
        let base = String(file.path.dropLast(".swift".count))
        #expect(
          section.contains("`\(base)`"), "\(name)'s README does not list \(base) (\(file.role))")
      }
    }
  }
}

extension StyleParityTests {
  /// The sections every style's README has, in this order, so a reader comparing two styles
  /// finds the same thing in the same place. A style may add sections of its own only between
  /// the last feature and the bench results.
  static let readmeSections = [
    "Reference", "Where to look first", "Files by role", "What it buys", "What it costs",
    "Counter", "Route recorder", "Restaurant search", "Web page", "Pitfalls and changes on the bench",
  ]

  @Test("its README has the shared sections in order", arguments: styles)
  func readmeHasTheSharedSections(name: String) throws {
    let style = try Self.style(name)
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/Variants/\(style.folder)/README.md"),
      encoding: .utf8)
    let headings = readme.split(separator: "\n")
      .filter { $0.hasPrefix("## ") }
      .map { String($0.dropFirst(3)) }
    #expect(Self.sharedSections(in: headings) == Self.readmeSections, "\(name): \(headings)")
  }

  /// `headings` with the extra sections allowed between Web page and the bench results left
  /// out; anything out of place stays in, so the comparison shows it.
  static func sharedSections(in headings: [String]) -> [String] {
    guard let web = headings.firstIndex(of: "Web page"),
      let bench = headings.firstIndex(of: "Pitfalls and changes on the bench"), web < bench
    else { return headings }
    return Array(headings[...web] + headings[bench...])
  }

  @Test func extraSectionsOutOfPlaceAreCaught() {
    let inOrder = Self.readmeSections
    #expect(Self.sharedSections(in: inOrder) == inOrder)
    var withExtra = inOrder
    withExtra.insert("Leaks", at: 9)
    #expect(Self.sharedSections(in: withExtra) == inOrder)
    var early = inOrder
    early.insert("Leaks", at: 2)
    #expect(Self.sharedSections(in: early) != inOrder)
    #expect(Self.sharedSections(in: Array(inOrder.dropFirst())) != inOrder)
  }
}
