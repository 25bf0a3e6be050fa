import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What the patched style's own role tests for the feature said about a pitfall: which of
/// them failed, so the gallery shows what a unit test catches beside what a scenario catches.
public struct RoleTestsOutcome: Sendable, Equatable, Codable {
  /// How many role tests ran.
  public var ran: Int
  /// The role tests that failed, as `Suite/test()`, sorted (the tests run in parallel, so
  /// the order they finish in says nothing); empty when every one passed.
  public var failed: [String]
  /// Why the tests could not tell: they did not compile against the patch, or their process
  /// ended without a result. Nil when they ran.
  public var problem: String?

  public init(ran: Int, failed: [String], problem: String? = nil) {
    self.ran = ran
    self.failed = failed
    self.problem = problem
  }

  /// The outcome a JUnit XML file of `swift test --xunit-output` reports; nil when the file
  /// is not such a report.
  public static func parse(xunit data: Data) -> RoleTestsOutcome? {
    let reader = XUnitReader()
    let parser = XMLParser(data: data)
    parser.delegate = reader
    guard parser.parse(), reader.sawSuite else { return nil }
    return RoleTestsOutcome(ran: reader.ran, failed: reader.failed.sorted())
  }
}

/// Reads `<testcase classname="Module.Suite" name="test()">` elements, a `<failure>` or
/// `<error>` inside one marking it failed.
private final class XUnitReader: NSObject, XMLParserDelegate {
  var sawSuite = false
  var ran = 0
  var failed: [String] = []
  private var current: String?
  private var currentFailed = false

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    switch element {
    case "testsuite", "testsuites":
      sawSuite = true
    case "testcase":
      let suite = (attributes["classname"] ?? "").split(separator: ".").last.map(String.init) ?? ""
      current = suite.isEmpty ? attributes["name"] ?? "" : "\(suite)/\(attributes["name"] ?? "")"
      currentFailed = false
      ran += 1
    case "failure", "error":
      currentFailed = true
    default:
      break
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement element: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard element == "testcase", let name = current else { return }
    if currentFailed, !failed.contains(name) { failed.append(name) }
    current = nil
  }
}
