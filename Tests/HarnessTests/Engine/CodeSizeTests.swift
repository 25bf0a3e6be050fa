import StyleNames
import Foundation
import SceneContract
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Code size")
struct CodeSizeTests {
  static let fixture = #"""
    /// Doc comment naming a struct Fake
    // plain comment: class Nothing {}
    import Foundation

    /* block
       comment */ let a = 1
    let url = "http://example.com" // trailing comment
    /* nested /* inner */ still comment */
    final class Foo {
      class func make() -> Foo { Foo() }
      let s = "a /* not a comment */ b"
    }
    struct Bar {}
    enum Baz { case x }
    protocol P {}
    extension Foo {}
    let m = """
      // inside a multi-line string

      """
    let raw = #"a "quoted" // not a comment"#
    let i = "\(a + ")") // text"
    actor Store {}
    import struct Foundation.Date
    """#

  @Test("counts lines that hold code, not blank or comment-only lines")
  func lines() {
    let metrics = SwiftSourceScanner.measure(Self.fixture)
    #expect(metrics.codeLines == 18)
  }

  @Test("counts classes, structs, enums, protocols and actors, not extensions or members")
  func types() {
    #expect(SwiftSourceScanner.measure(Self.fixture).types == 5)
  }

  @Test("a // inside a string is not a comment")
  func slashesInString() {
    let metrics = SwiftSourceScanner.measure(
      """
      let a = "//"
      struct A {}
      """)
    #expect(metrics == SwiftSourceScanner.Metrics(codeLines: 2, types: 1))
  }

  @Test("an unterminated block comment swallows the rest of the file")
  func unterminatedComment() {
    let metrics = SwiftSourceScanner.measure("let a = 1\n/* open\nstruct B {}\n")
    #expect(metrics == SwiftSourceScanner.Metrics(codeLines: 1, types: 0))
  }

  @Test("escaped quotes and backtick names do not confuse the scanner")
  func escapes() {
    let metrics = SwiftSourceScanner.measure(
      #"""
      let q = "say \"hi\" // still string"
      let `class` = 1
      enum `Type` {}
      """#)
    #expect(metrics == SwiftSourceScanner.Metrics(codeLines: 3, types: 1))
  }

  @Test("scans a variant's feature folder: files, lines, types")
  func folder() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("codesize-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let feature = root.appendingPathComponent("Sources/Variants/RxMVVM/Counter/Nested")
    try FileManager.default.createDirectory(at: feature, withIntermediateDirectories: true)
    try "// header\nstruct A {}\n\nclass B {}\n".write(
      to: feature.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    try "enum C {}\n".write(
      to: feature.deletingLastPathComponent().appendingPathComponent("C.swift"),
      atomically: true, encoding: .utf8)
    try "not swift\n".write(
      to: feature.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
    let size = try CodeSizeCounter.measure(
      repositoryRoot: root, style: .testing("rx-mvvm", folder: "RxMVVM"),
      feature: FeatureDeclaration.named(.counter)!)
    #expect(size == CodeSize(linesOfCode: 3, files: 2, types: 3))
    let missing = try CodeSizeCounter.measure(
      repositoryRoot: root, style: .testing("kvo", folder: "KVO"),
      feature: FeatureDeclaration.named(.routeRecorder)!)
    #expect(missing == .zero)
  }

  @Test("counts Swift 6 escape hatches in code, not in comments or strings")
  func escapeHatches() throws {
    let metrics = SwiftSourceScanner.measure(
      #"""
      // MainActor.assumeIsolated in a comment, and @unchecked Sendable
      final class Box: @unchecked Sendable {}
      nonisolated(unsafe) var shared = 0
      @preconcurrency import Foundation
      let text = "Task.detached { } in a string"
      func f() {
        MainActor.assumeIsolated { }
        MainActor . assumeIsolated { }
        Task.detached { }
      }
      """#)
    var expected = EscapeHatches()
    expected.uncheckedSendable = 1
    expected.nonisolatedUnsafe = 1
    expected.assumeIsolated = 2
    expected.preconcurrency = 1
    expected.taskDetached = 1
    #expect(metrics.escapeHatches == expected)
    #expect(expected.total == 6)
    #expect(
      expected.summary
        == "2 assumeIsolated, 1 @unchecked Sendable, 1 nonisolated(unsafe), 1 @preconcurrency, "
        + "1 Task.detached")
    #expect(EscapeHatches().summary == "–")
  }

  @Test("reads code sizes recorded before escape hatches were counted")
  func oldCodeSize() throws {
    let old = #"{"linesOfCode": 3, "files": 1, "types": 2}"#
    let size = try JSONDecoder().decode(CodeSize.self, from: Data(old.utf8))
    #expect(size == CodeSize(linesOfCode: 3, files: 1, types: 2))
  }
}
