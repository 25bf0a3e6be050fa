import Experiments
import Foundation
import Testing

@testable import Reports

/// A pitfall's role tests as `swift test --xunit-output` reports them, and as the gallery says them.
@Suite("A pitfall's role tests")
struct PitfallRoleTestsTests {
  static func xunit(_ cases: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <testsuites>
        <testsuite name="TestResults" errors="0" tests="3" failures="1" skipped="0" time="0.1">
      \(cases)
        </testsuite>
      </testsuites>
      """.utf8)
  }

  @Test("every test case counts; one with a failure or an error is named Suite/test()")
  func failuresAreNamed() throws {
    let outcome = try #require(
      RoleTestsOutcome.parse(
        xunit: Self.xunit(
          """
          <testcase classname="VariantTests.StoreFeatureTests" name="searchCancels()" time="0.1">
            <failure message="Expectation failed" />
          </testcase>
          <testcase classname="VariantTests.StoreFeatureTests" name="alertDismisses()" time="0.1" />
          <testcase classname="VariantTests.StoreViewTests" name="rendersShops()" time="0.1">
            <error message="Caught error" />
          </testcase>
          """)))
    #expect(outcome.ran == 3)
    #expect(outcome.failed == ["StoreFeatureTests/searchCancels()", "StoreViewTests/rendersShops()"])
    #expect(outcome.problem == nil)
  }

  @Test("a run where every role test passed names none")
  func allPass() throws {
    let outcome = try #require(
      RoleTestsOutcome.parse(
        xunit: Self.xunit(
          "<testcase classname=\"VariantTests.CounterTests\" name=\"counts()\" time=\"0.1\" />")))
    #expect(outcome == RoleTestsOutcome(ran: 1, failed: []))
  }

  @Test("a file that is not a JUnit report is no outcome")
  func notAReport() {
    #expect(RoleTestsOutcome.parse(xunit: Data("<html><body/></html>".utf8)) == nil)
    #expect(RoleTestsOutcome.parse(xunit: Data("not XML".utf8)) == nil)
  }

  @Test("the gallery's words for each outcome")
  func words() {
    #expect(ExperimentText.roleTests(nil) == "not run yet")
    #expect(ExperimentText.roleTests(RoleTestsOutcome(ran: 14, failed: [])) == "none of 14 fails")
    #expect(
      ExperimentText.roleTests(RoleTestsOutcome(ran: 14, failed: ["A/b()"])) == "1 of 14 fails: A/b()")
    #expect(
      ExperimentText.roleTests(RoleTestsOutcome(ran: 14, failed: ["A/b()", "C/d()"]))
        == "2 of 14 fail: A/b(), C/d()")
    #expect(
      ExperimentText.roleTests(
        RoleTestsOutcome(ran: 0, failed: [], problem: "the role tests do not build against the patch"))
        == "the role tests do not build against the patch")
  }

  @Test("a result recorded before role tests ran still decodes, without them")
  func olderResultsDecode() throws {
    let json = """
      {"style": "store", "verdict": "not caught", "scenariosFailed": 0, "scenariosTotal": 48,
       "evidence": []}
      """
    let outcome = try JSONDecoder().decode(StyleOutcome.self, from: Data(json.utf8))
    #expect(outcome.roleTests == nil)
  }
}
