import Foundation
import FoundationXML
import SceneContract
import StyleNames
import Testing

@testable import Engine
@testable import Reports

@Suite("Failures are one click away")
@MainActor
struct FailureLinkTests {
  @Test("the verdict and every ✗ cell link to an anchored failure block")
  func links() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try ReportRunFixture.report(root: root, kvoStep: 2)
    let document = try ReportRunFixture.parse(HTMLReport.render(report))
    let ids = Set(
      try document.nodes(forXPath: "//div[@class='failure']/@id").compactMap(\.stringValue))
    #expect(ids.count == 2)
    let verdict = try document.nodes(forXPath: "//p[@class='verdict fail']/a/@href")
      .compactMap(\.stringValue)
    #expect(verdict.count == 1)
    #expect(verdict.allSatisfy { ids.contains(String($0.dropFirst())) })
    let crosses = try document.nodes(forXPath: "//td[@class='fail']/a/@href")
      .compactMap(\.stringValue)
    #expect(crosses.count == 3)
    #expect(crosses.allSatisfy { $0.hasPrefix("#") && ids.contains(String($0.dropFirst())) })
  }

  @Test("a passing report has no failure links")
  func passing() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try ReportRunFixture.report(root: root)
    let document = try ReportRunFixture.parse(HTMLReport.render(report))
    #expect(try document.nodes(forXPath: "//p[@class='verdict pass']").count == 1)
    #expect(try document.nodes(forXPath: "//a[starts-with(@href, '#failure-')]").isEmpty)
    #expect(FailureSummary.failedLine(report) == nil)
  }

  @Test("failures come first in their feature, before the trade-offs")
  func order() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try ReportRunFixture.report(root: root, kvoStep: 2)
    let document = try ReportRunFixture.parse(HTMLReport.render(report))
    let headings = try document.nodes(forXPath: "//section[@class='feature']/details/h3")
      .compactMap(\.stringValue)
    #expect(headings.first == "Failures (2)")
    #expect(headings.dropFirst().first == "Trade-offs")
  }

  @Test("a failing run ends with one FAILED line naming the features and styles")
  func failedLine() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try ReportRunFixture.report(root: root, kvoStep: 2)
    #expect(FailureSummary.failedLine(report) == "FAILED: counter (kvo)")
  }

  @Test("an anchor keeps only letters, digits and hyphens")
  func anchor() {
    #expect(
      HTMLReport.failureAnchor(.counter, VariantID(rawValue: "rx-mvvm"), "Tap twice.v2")
        == "failure-counter-rx-mvvm-tap-twice-v2")
  }
}
