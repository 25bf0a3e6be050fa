import Foundation
import SceneContract
import Testing

@testable import Mutation

@Suite("Mutant sampler")
struct MutantSamplerTests {
  let root = RepositoryScenarios.root
  let cell = MutationCell(style: "kvo", feature: .counter)

  func draw(seed: UInt64, excluding: Set<String> = []) -> [String] {
    let files = MutantSampler.files(of: cell, styleFolder: "KVO", featureFolder: "Counter", root: root)
    let candidates = MutantSampler.candidates(in: files, root: root)
    return MutantSampler.order(candidates, cell: cell, seed: seed, excluding: excluding).map(\.id)
  }

  @Test("the same seed draws the same mutants in the same order; another seed another order")
  func sameSeedSameMutants() {
    let first = draw(seed: 42)
    #expect(!first.isEmpty)
    #expect(draw(seed: 42) == first)
    #expect(draw(seed: 43) != first)
    #expect(Set(draw(seed: 43)) == Set(first))
  }

  @Test("listed equivalents are never drawn")
  func equivalentsAreSkipped() {
    let first = draw(seed: 1)
    let skipped = Set(first.prefix(3))
    let again = draw(seed: 1, excluding: skipped)
    #expect(again.count == first.count - 3)
    #expect(skipped.isDisjoint(with: again))
  }

  @Test("a style's cell takes its feature folder and its declaration; the domain its folder")
  func filesOfACell() {
    let files = MutantSampler.files(of: cell, styleFolder: "KVO", featureFolder: "Counter", root: root)
    #expect(files.contains("Sources/Variants/KVO/KVOStyle.swift"))
    #expect(files.allSatisfy { $0.hasPrefix("Sources/Variants/KVO/") })
    #expect(files.contains { $0.hasPrefix("Sources/Variants/KVO/Counter/") })
    let domain = MutantSampler.files(
      of: MutationCell(style: MutationCell.domain, feature: .counter), styleFolder: nil,
      featureFolder: "Counter", root: root)
    #expect(!domain.isEmpty && domain.allSatisfy { $0.hasPrefix("Sources/Domain/Domain/Counter/") })
  }

  @Test("a root file of a style is drawn only for the features that use one of its types")
  func rootFilesOnlyWhereUsed() {
    func files(_ feature: FeatureID, _ folder: String) -> [String] {
      MutantSampler.files(
        of: MutationCell(style: "rx-mvvm", feature: feature), styleFolder: "RxMVVM",
        featureFolder: folder, root: root)
    }
    let wireframe = "Sources/Variants/RxMVVM/Wireframe.swift"
    let declaration = "Sources/Variants/RxMVVM/RxMVVMStyle.swift"
    #expect(!files(.counter, "Counter").contains(wireframe))
    #expect(files(.counter, "Counter").contains(declaration))
    #expect(files(.routeRecorder, "RouteRecorder").contains(wireframe))
    #expect(MutantSampler.declaredTypes(in: "final class DefaultWireframe: Wireframe {\n  class func make() {}\n}\nprotocol Wireframe {}") == ["DefaultWireframe", "Wireframe"])
  }

  @Test("the equivalents list needs a reason on every line")
  func equivalentsFile() throws {
    let list = try EquivalentMutants(text: "# comment\n\na:comparison:0000  it only reorders\n")
    #expect(list.reasons == ["a:comparison:0000": "it only reorders"])
    #expect(throws: MutationError.self) { try EquivalentMutants(text: "a:comparison:0000\n") }
    _ = try EquivalentMutants.load(root: root)
  }
}
