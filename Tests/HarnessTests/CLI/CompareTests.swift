import Foundation
import SceneContract
import StyleNames
import Testing
import VariantRegistry

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage
@testable import WorkbenchCommandLine

@Suite("workbench compare: one feature of two styles, paired by role")
struct CompareTests {
  func parse(_ line: String) throws(UsageError) -> WorkbenchCommand {
    try CommandLineParser.parse(line.split(separator: " ").map(String.init))
  }

  @Test("takes a feature, two styles, a layout and a role")
  func parsing() throws {
    #expect(
      try parse("compare counter callback clean-swift")
        == .compare(CompareOptions(feature: .counter, left: .callback, right: .cleanSwift)))
    #expect(
      try parse("compare counter kvo bond --side-by-side --width 40 --role view")
        == .compare(
          CompareOptions(
            feature: .counter, left: .kvo, right: .bond, layout: .sideBySide(width: 40),
            role: "view")))
    #expect(throws: UsageError.self) { try parse("compare counter callback") }
    #expect(throws: UsageError.self) { try parse("compare counter callback kvo --width 40") }
    #expect(
      throws: UsageError(
        "option '--width' takes 20 to 500 columns per side, not '1000000000'",
        subcommand: .compare)
    ) {
      try parse("compare counter callback kvo --side-by-side --width 1000000000")
    }
    #expect(throws: UsageError.self) {
      try parse("compare counter callback kvo --side-by-side --width 99999999999999999999999")
    }
    #expect {
      try parse("compare counter callbak kvo")
    } throws: { error in
      (error as? UsageError)?.message == "unknown variant 'callbak'; did you mean 'callback'?"
    }
    #expect(try parse("compare --help") == .help(.compare))
  }

  @Test("callback's view model sits beside delegate's presenter and clean-swift's interactor")
  func pairsTheStateHolders() throws {
    let counter = try #require(FeatureDeclaration.named(.counter))
    let callback = try #require(Registry.styles.first { $0.id == .callback })
    for (other, file) in [(VariantID.delegate, "CounterPresenter.swift"), (.cleanSwift, "CounterInteractor.swift")] {
      let style = try #require(Registry.styles.first { $0.id == other })
      let comparison = try RoleComparison(
        feature: counter, left: callback, right: style, repositoryRoot: RepositoryScenarios.root,
        layout: .unified, role: "state")
      #expect(comparison.entries.map(\.role) == ["state"])
      #expect(comparison.entries[0].leftFiles == ["CounterViewModel.swift"])
      #expect(comparison.entries[0].rightFiles == [file])
      #expect(comparison.render().contains("+// ── \(file)"))
    }
  }

  @Test("every feature of every pair of registered styles compares without error")
  func everyPair() throws {
    for feature in FeatureDeclaration.all {
      for (index, left) in Registry.styles.enumerated() {
        for right in Registry.styles.dropFirst(index + 1) where
          left.features[feature.id] != nil && right.features[feature.id] != nil
        {
          let comparison = try RoleComparison(
            feature: feature, left: left, right: right,
            repositoryRoot: RepositoryScenarios.root, layout: .sideBySide(width: 30))
          #expect(comparison.entries.contains { $0.role == "view" })
          #expect(comparison.entries.contains { $0.role == "state" })
        }
      }
    }
  }

  @Test("side by side marks lines only on one side and changed pairs")
  func sideBySide() {
    let text = SideBySideDiff.make(
      old: ["same", "old", "gone"], new: ["same", "new"], width: 6)
    #expect(text.split(separator: "\n") == ["same     same", "old    | new", "gone   < "])
    #expect(SideBySideDiff.make(old: ["a very long line"], new: [], width: 6) == "a ver… < ")
  }
}
