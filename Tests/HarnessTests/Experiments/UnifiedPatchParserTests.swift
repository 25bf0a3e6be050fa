import Experiments
import Testing

@Suite("Unified patches: reading")
struct UnifiedPatchParserTests {
  static let change = """
    A message before the diff is ignored.

    diff --git a/Sources/Variants/Callback/Counter/CounterViewModel.swift b/Sources/Variants/Callback/Counter/CounterViewModel.swift
    index 3bebb19..8ad0500 100644
    --- a/Sources/Variants/Callback/Counter/CounterViewModel.swift
    +++ b/Sources/Variants/Callback/Counter/CounterViewModel.swift
    @@ -3,4 +3,5 @@ final class CounterViewModel {
       func increment() {
    -    count += 1
    +    count += 2
    +    render()
       }
     
    diff --git a/Sources/Variants/Callback/Counter/Doubler.swift b/Sources/Variants/Callback/Counter/Doubler.swift
    new file mode 100644
    --- /dev/null
    +++ b/Sources/Variants/Callback/Counter/Doubler.swift
    @@ -0,0 +1,2 @@
    +struct Doubler {
    +}
    \\ No newline at end of file

    """

  @Test("Reads files, hunks, new files and the missing-newline marker")
  func readsAGitDiff() throws {
    let patch = try UnifiedPatchParser.parse(Self.change, source: "x.patch")
    #expect(patch.files.map(\.path) == [
      "Sources/Variants/Callback/Counter/CounterViewModel.swift",
      "Sources/Variants/Callback/Counter/Doubler.swift",
    ])
    let edit = patch.files[0]
    #expect(edit.hunks.count == 1)
    #expect(edit.hunks[0].oldStart == 3)
    #expect(edit.hunks[0].headerLine == 7)
    #expect(edit.hunks[0].old == ["  func increment() {", "    count += 1", "  }", ""])
    #expect(edit.hunks[0].new == ["  func increment() {", "    count += 2", "    render()", "  }", ""])
    let new = patch.files[1]
    #expect(new.createsFile)
    #expect(new.hunks[0].newEndsWithoutNewline)
    #expect(patch.linesAdded == 4)
    #expect(patch.linesRemoved == 1)
  }

  @Test("A rename is refused with its line")
  func refusesRenames() {
    let text = """
      diff --git a/A.swift b/B.swift
      similarity index 90%
      rename from A.swift
      rename to B.swift
      """
    #expect(throws: PatchError.self) { try UnifiedPatchParser.parse(text, source: "r.patch") }
    do {
      _ = try UnifiedPatchParser.parse(text, source: "r.patch")
    } catch {
      #expect(error.line == 2)
      #expect(error.description.hasPrefix("r.patch:2: `similarity index`"))
    }
  }

  @Test("A hunk shorter than its header counts is an error at the end of the patch")
  func refusesShortHunks() {
    let text = """
      --- a/A.swift
      +++ b/A.swift
      @@ -1,3 +1,3 @@
       one
      -two
      """
    do {
      _ = try UnifiedPatchParser.parse(text, source: "s.patch")
      Issue.record("a short hunk was accepted")
    } catch {
      #expect(error.description.contains("the patch ends early"))
    }
  }

  @Test("Text without any file change is not a patch")
  func refusesEmptyText() {
    #expect(throws: PatchError.self) { try UnifiedPatchParser.parse("hello\n", source: "e.patch") }
  }
}
