import StyleNames
import Foundation
import FoundationXML
import SceneContract
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("JUnit report")
@MainActor
struct JUnitReportTests {
  @Test("a case per feature × variant × scenario, failures with their diff, valid XML")
  func cases() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try ReportRunFixture.report(root: root, kvoStep: 2)
    let document = try XMLDocument(data: Data(JUnitReport.render(report).utf8), options: [])
    let top = try #require(document.rootElement())
    #expect(top.name == "testsuites")
    #expect(top.attribute(forName: "tests")?.stringValue == "4")
    #expect(top.attribute(forName: "failures")?.stringValue == "2")
    let suites = try document.nodes(forXPath: "//testsuite/@name").compactMap(\.stringValue)
    #expect(suites == ["counter.callback", "counter.kvo"])
    let names = try document.nodes(forXPath: "//testcase/@name").compactMap(\.stringValue)
    #expect(names == ["count-up", "two-taps", "count-up", "two-taps"])
    #expect(try document.nodes(forXPath: "//testsuite[@name='counter.callback']//failure").isEmpty)
    let failure = try #require(
      try document.nodes(forXPath: "//testsuite[@name='counter.kvo']/testcase[1]/failure").first
        as? XMLElement)
    #expect(
      failure.attribute(forName: "message")?.stringValue
        == "first divergent step 1 (Scenarios/counter/count-up.scenario:3): tap countUpButton")
    #expect(failure.stringValue?.contains("+label countLabel text=\"2\"") == true)
    let timed = try document.nodes(forXPath: "//testsuite[@name='counter.callback']/testcase/@time")
    #expect(timed.compactMap { $0.stringValue.flatMap(Double.init) }.allSatisfy { $0 > 0 })
  }

  @Test("a step error is an error, a leak a failure, and check adds a cost suite")
  func errorsLeaksAndCost() throws {
    var failing = BaselineFixture.result("a", behavior: .error, ratio: nil)
    failing.error = StepErrorReport(step: 2, line: 5, message: "no widget `x` on screen")
    failing.firstDivergence = nil
    let current = BaselineFixture.report([
      .callback: [failing, BaselineFixture.result("b", leaked: ["CounterViewModel"])],
      .kvo: [BaselineFixture.result("a", ratio: 1.6), BaselineFixture.result("b", ratio: 1.6)],
    ])
    let comparison = BaselineCheck.compare(
      baseline: BaselineFixture.baseline, current: current, costRegressions: .error)
    let xml = JUnitReport.render(current, comparison: comparison)
    let document = try XMLDocument(data: Data(xml.utf8), options: [])
    let error = try #require(
      try document.nodes(forXPath: "//testcase[@name='a'][@classname='counter.callback']/error")
        .first as? XMLElement)
    #expect(
      error.attribute(forName: "message")?.stringValue?.hasPrefix(
        "step 2 (Scenarios/counter/a.scenario:5) could not run: no widget `x` on screen; ")
        == true)
    #expect(
      try document.nodes(
        forXPath: "//testcase[@name='a'][@classname='counter.callback']/failure"
      ).isEmpty)
    let leak = try document.nodes(
      forXPath: "//testcase[@name='b'][@classname='counter.callback']/failure/@type")
    #expect(leak.compactMap(\.stringValue) == ["leak"])
    let cost = try document.nodes(forXPath: "//testsuite[@name='cost']/testcase")
      .compactMap { $0 as? XMLElement }
    #expect(
      cost.map { $0.attribute(forName: "name")?.stringValue } == [
        "counter.callback", "counter.kvo",
      ])
    #expect(
      cost[1].elements(forName: "failure").first?.attribute(forName: "type")?.stringValue
        == "cost-regression")
    #expect(document.rootElement()?.attribute(forName: "errors")?.stringValue == "1")
  }
}
