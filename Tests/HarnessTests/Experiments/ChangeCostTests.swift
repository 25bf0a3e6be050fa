import Experiments
import SceneContract
import Testing
import VariantRegistry

@Suite("Change cost, read from a style's patch")
struct ChangeCostTests {
  static let patch = """
    --- a/Sources/Variants/Callback/Counter/CounterViewModel.swift
    +++ b/Sources/Variants/Callback/Counter/CounterViewModel.swift
    @@ -1,3 +1,4 @@
     final class CounterViewModel {
    -  var count = 0
    +  var count = 0
    +  func double() {}
     }
    --- /dev/null
    +++ b/Sources/Variants/Callback/Counter/CounterDoubler.swift
    @@ -0,0 +1,4 @@
    +@MainActor
    +final class CounterDoubler {
    +  class func make() -> CounterDoubler { CounterDoubler() }
    +}
    --- a/Sources/Variants/Callback/CallbackStyle.swift
    +++ b/Sources/Variants/Callback/CallbackStyle.swift
    @@ -1 +1,2 @@
     roles: [
    +  RoleFile(.worker, "CounterDoubler.swift"),
    """

  @Test("Files, lines, new types and the roles of the files touched")
  func measures() throws {
    let patch = try UnifiedPatchParser.parse(Self.patch, source: "callback.patch")
    let style = try #require(Registry.styles.first { $0.id == "callback" })
    let feature = try #require(FeatureDeclaration.named(.counter))
    let cost = ChangeCost(measuring: patch, style: style, feature: feature)
    #expect(cost.files == 3)
    #expect(cost.filesAdded == 1)
    #expect(cost.linesAdded == 7)
    #expect(cost.linesRemoved == 1)
    #expect(cost.typesAdded == ["CounterDoubler"])
    #expect(cost.roles == [.state, .worker])
    #expect(cost.patch == "callback.patch")
  }
}
