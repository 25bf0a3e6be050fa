import Experiments
import Testing

@Suite("Unified patches: applying")
struct PatchApplicationTests {
  static let original = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"

  static func patch(_ body: String) throws -> FilePatch {
    try UnifiedPatchParser.parse("--- a/F.swift\n+++ b/F.swift\n" + body, source: "p.patch")
      .files[0]
  }

  @Test("Hunks apply at their lines")
  func appliesInPlace() throws {
    let file = try Self.patch("@@ -2,3 +2,3 @@\n line 2\n-line 3\n+line three\n line 4\n")
    let result = try PatchApplication.apply(file, to: Self.original, source: "p.patch")
    #expect(result == Self.original.replacingOccurrences(of: "line 3\n", with: "line three\n"))
  }

  @Test("A hunk finds its lines when earlier edits moved them")
  func appliesShifted() throws {
    let file = try Self.patch("@@ -8,3 +8,2 @@\n line 6\n-line 7\n line 8\n")
    let result = try PatchApplication.apply(file, to: Self.original, source: "p.patch")
    #expect(result?.contains("line 7\n") == false)
    #expect(result?.contains("line 6\nline 8\n") == true)
  }

  @Test("A hunk that no longer applies names the file, the hunk and the line that differs")
  func namesTheHunkThatFails() throws {
    let file = try Self.patch(
      "@@ -1,2 +1,2 @@\n line 1\n-line 2\n+two\n@@ -10,2 +10,2 @@\n line 10\n-line eleven\n+11\n")
    do {
      _ = try PatchApplication.apply(file, to: Self.original, source: "p.patch")
      Issue.record("the stale hunk applied")
    } catch {
      #expect(error.source == "p.patch")
      #expect(error.line == 7)
      #expect(error.message.hasPrefix("hunk 2 of 2 for F.swift no longer applies"))
      #expect(error.message.contains("`line eleven` is not at line 11"))
    }
  }

  @Test("A new file may not exist yet; a changed one must")
  func checksExistence() throws {
    let creation = try UnifiedPatchParser.parse(
      "--- /dev/null\n+++ b/N.swift\n@@ -0,0 +1 @@\n+new\n", source: "n.patch"
    ).files[0]
    #expect(try PatchApplication.apply(creation, to: nil, source: "n.patch") == "new\n")
    #expect(throws: PatchError.self) {
      try PatchApplication.apply(creation, to: "old\n", source: "n.patch")
    }
    let edit = try Self.patch("@@ -1 +1 @@\n-line 1\n+one\n")
    #expect(throws: PatchError.self) { try PatchApplication.apply(edit, to: nil, source: "p.patch") }
  }

  @Test("The missing-newline marker keeps or drops the file's last newline")
  func missingNewline() throws {
    let dropping = try Self.patch("@@ -12 +12 @@\n-line 12\n+last\n\\ No newline at end of file\n")
    let result = try PatchApplication.apply(dropping, to: Self.original, source: "p.patch")
    #expect(result?.hasSuffix("line 11\nlast") == true)
  }

  @Test("A deletion removes the file only when it holds just what the patch deletes")
  func deletes() throws {
    let deletion = try UnifiedPatchParser.parse(
      "--- a/D.swift\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-a\n-b\n", source: "d.patch"
    ).files[0]
    #expect(try PatchApplication.apply(deletion, to: "a\nb\n", source: "d.patch") == nil)
    #expect(throws: PatchError.self) {
      try PatchApplication.apply(deletion, to: "a\nb\nc\n", source: "d.patch")
    }
  }
}
