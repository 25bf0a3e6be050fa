import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Unified diff")
struct DiffTests {
  private func diff(_ old: [String], _ new: [String], context: Int = 3) -> String {
    UnifiedDiff.make(old: old, new: new, oldName: "reference", newName: "kvo", context: context)
  }

  @Test func equalTextsHaveNoDiff() {
    #expect(diff(["a", "b"], ["a", "b"]) == "")
    #expect(diff([], []) == "")
  }

  @Test func oneChangedLineWithContext() {
    let old = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
    var new = old
    new[4] = "five"
    #expect(
      diff(old, new) == """
        --- reference
        +++ kvo
        @@ -2,7 +2,7 @@
         2
         3
         4
        -5
        +five
         6
         7
         8
        """)
  }

  @Test func distantChangesMakeSeparateHunks() {
    let old = (1...20).map(String.init)
    var new = old
    new[1] = "two"
    new[17] = "eighteen"
    #expect(
      diff(old, new, context: 1) == """
        --- reference
        +++ kvo
        @@ -1,3 +1,3 @@
         1
        -2
        +two
         3
        @@ -17,3 +17,3 @@
         17
        -18
        +eighteen
         19
        """)
  }

  @Test func nearbyChangesShareAHunk() {
    let old = ["a", "b", "c", "d", "e"]
    let new = ["a", "B", "c", "D", "e"]
    #expect(
      diff(old, new, context: 1) == """
        --- reference
        +++ kvo
        @@ -1,5 +1,5 @@
         a
        -b
        +B
         c
        -d
        +D
         e
        """)
  }

  @Test func insertionsAndDeletionsAtTheEdges() {
    #expect(diff([], ["only"]) == "--- reference\n+++ kvo\n@@ -0,0 +1 @@\n+only")
    #expect(diff(["only"], []) == "--- reference\n+++ kvo\n@@ -1 +0,0 @@\n-only")
    #expect(
      diff(["a", "b"], ["new", "a", "b"]) == "--- reference\n+++ kvo\n@@ -1,2 +1,3 @@\n+new\n a\n b"
    )
    #expect(
      diff(["a", "b", "c"], ["a", "c"], context: 0) == "--- reference\n+++ kvo\n@@ -2 +1,0 @@\n-b")
  }

  @Test func theLongestCommonSubsequenceKeepsMovedBlocksMinimal() {
    let old = ["x", "a", "b", "c", "y"]
    let new = ["a", "b", "c", "x", "y"]
    #expect(
      diff(old, new) == """
        --- reference
        +++ kvo
        @@ -1,5 +1,5 @@
        -x
         a
         b
         c
        +x
         y
        """)
  }

  @Test func hugeInputsFallBackToAWholesaleReplacement() {
    let old = (0..<3_000).map { "old \($0)" }
    let new = (0..<3_000).map { "new \($0)" }
    let result = diff(old, new)
    #expect(result.hasPrefix("--- reference\n+++ kvo\n@@ -1,3000 +1,3000 @@\n-old 0\n"))
    #expect(result.hasSuffix("\n+new 2999"))
  }
}
