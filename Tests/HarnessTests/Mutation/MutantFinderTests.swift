import Testing

@testable import Mutation

/// One site per operator: if an operator stops finding its site, the planted check trips.
let plantedSource = """
  import RxLite

  @MainActor
  final class Planted {
    weak var delegate: PlantedDelegate?
    private var task: Task<Void, Never>?
    private var disposeBag = DisposeBag()
    private var count = 0

    func tapped(_ value: Int, enabled: Bool) {
      if value < 10 && enabled {
        count = value
      }
      delegate?.planted(self, didChange: true)
      show(count, limit)
      task?.cancel()
      disposeBag = DisposeBag()
      input.tap
        .distinctUntilChanged()
        .subscribe(onNext: { print($0) })
        .disposed(by: disposeBag)
    }
  }
  """

@Suite("Mutant finder")
struct MutantFinderTests {
  let mutants = MutantFinder.mutants(in: plantedSource, file: "Sources/Variants/P/Planted.swift")

  func diff(_ mutant: Mutant) -> String { MutantDiff.text(of: mutant, original: plantedSource) }

  @Test("a planted site for every operator: each operator finds its mistake")
  func everyOperatorFindsItsPlantedSite() {
    let found = Set(mutants.map(\.operator))
    for kind in MutationOperator.allCases {
      #expect(found.contains(kind), "\(kind.rawValue) found nothing in the planted file")
    }
  }

  @Test func editsAreWhatTheOperatorsSay() {
    func edits(_ kind: MutationOperator) -> [String] {
      mutants.filter { $0.operator == kind }.map { mutant in
        let bytes = Array(plantedSource.utf8)
        return String(decoding: bytes[mutant.start..<mutant.end], as: UTF8.self) + " → "
          + mutant.replacement
      }
    }
    #expect(edits(.comparison) == ["< → <=", "< → >="])
    #expect(edits(.logical) == ["&& → ||"])
    #expect(edits(.integer).contains("10 → 11") && edits(.integer).contains("10 → 9"))
    #expect(edits(.boolean) == ["true → false"])
    #expect(edits(.swapArguments) == ["count, limit → limit, count"])
    #expect(edits(.deleteWeak) == ["weak  → "])
    #expect(mutants.contains { $0.operator == .deleteCancel && diff($0).contains("-    task?.cancel()") })
    #expect(
      mutants.contains { $0.operator == .deleteDispose && diff($0).contains("-    disposeBag = DisposeBag()") })
    #expect(
      mutants.contains { $0.operator == .deleteDispose && diff($0).contains("-      .disposed(by: disposeBag)") })
    #expect(
      mutants.contains {
        $0.operator == .removeOperator && diff($0).contains("-      .distinctUntilChanged()")
      })
    #expect(
      mutants.contains { $0.operator == .deleteAssignment && diff($0).contains("-      count = value") })
    #expect(
      mutants.contains {
        $0.operator == .deleteCall && diff($0).contains("-    delegate?.planted(self, didChange: true)")
      })
  }

  @Test("declarations, property initialisers and strings are left alone")
  func declarationsAreNotStatements() {
    #expect(!mutants.contains { $0.line == 8 && $0.operator != .integer })
    #expect(!mutants.contains { $0.line == 5 && $0.operator != .deleteWeak })
    let strings = MutantFinder.mutants(in: "let s = \"a < b && true\" // 1 < 2", file: "f.swift")
    #expect(strings.isEmpty)
  }

  @Test("an identity survives lines added above it, and the same code gives the same ids")
  func identitiesAreStable() {
    let moved = MutantFinder.mutants(
      in: "// a new first line\n\n" + plantedSource, file: "Sources/Variants/P/Planted.swift")
    #expect(moved.map(\.id) == mutants.map(\.id))
    #expect(moved.map(\.line) == mutants.map { $0.line + 2 })
    #expect(Set(mutants.map(\.id)).count == mutants.count)
  }

  @Test("schema forms keep every line where it was")
  func schemaKeepsLines() {
    let numbered = mutants.filter { $0.schema != nil }.enumerated().map { ($0.offset + 1, $0.element) }
    let schema = MutantSchema.text(plantedSource, mutants: numbered)
    #expect(schema.split(separator: "\n", omittingEmptySubsequences: false).count
      == plantedSource.split(separator: "\n", omittingEmptySubsequences: false).count)
    #expect(schema.contains("if !workbenchMutant("))
    #expect(schema.contains("workbenchWithout("))
    #expect(schema.contains("(workbenchMutant("))
    let support = MutantSchema.supportFile(mutants: numbered)
    #expect(support.contains("infix operator <"))
    #expect(support.contains("LogicalConjunctionPrecedence"))
    #expect(support.contains(MutantSchema.environmentKey))
  }
}
