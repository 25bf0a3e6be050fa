import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Nearest-name suggestions")
struct ScenarioSuggestionTests {
  let widgets = ["countLabel", "countUpButton", "countDownButton", "countResetButton"]

  @Test func typosFindTheIntendedName() {
    #expect(NameSuggestion.nearest(to: "countLable", in: widgets) == "countLabel")
    #expect(NameSuggestion.nearest(to: "countlabel", in: widgets) == "countLabel")
    #expect(NameSuggestion.nearest(to: "countUpButon", in: widgets) == "countUpButton")
    #expect(NameSuggestion.nearest(to: "resetButton", in: widgets) == "countResetButton")
    #expect(NameSuggestion.nearest(to: "tpa", in: ["tap", "type"]) == "tap")
    #expect(NameSuggestion.nearest(to: "rx", in: ["rx-mvvm", "kvo"]) == nil)
    #expect(NameSuggestion.nearest(to: "rxmvvm", in: ["rx-mvvm", "kvo"]) == "rx-mvvm")
    #expect(NameSuggestion.nearest(to: "count", in: widgets) == "countLabel")
  }

  @Test func unrelatedNamesGetNoSuggestion() {
    #expect(NameSuggestion.nearest(to: "searchButton", in: widgets) == nil)
    #expect(NameSuggestion.nearest(to: "", in: widgets) == nil)
    #expect(NameSuggestion.nearest(to: "x", in: [String]()) == nil)
  }

  @Test func tiesGoToTheEarlierCandidate() {
    #expect(NameSuggestion.nearest(to: "cat", in: ["bat", "cap"]) == "bat")
    #expect(NameSuggestion.nearest(to: "cat", in: ["cap", "bat"]) == "cap")
  }

  @Test func editDistanceCountsSwapsAsOneEdit() {
    func distance(_ lhs: String, _ rhs: String) -> Int {
      NameSuggestion.editDistance(Array(lhs), Array(rhs))
    }
    #expect(distance("abc", "abc") == 0)
    #expect(distance("abc", "acb") == 1)
    #expect(distance("kitten", "sitting") == 3)
    #expect(distance("", "abc") == 3)
    #expect(distance("abc", "") == 3)
  }
}
