// MARK: - Suites and cases


extension JUnitReport {
  /// Why a case failed or erred: `type` and `message` as attributes, `detail` as text.
  struct Problem {
    let type: String
    let message: String
    let detail: String

    func xml(_ element: String) -> String {
      XMLText.text(element, ["message": message, "type": type], detail)
    }
  }

  struct Case {
    let name: String
    let className: String
    /// Seconds: the median timed run, or 0 when the scenario was not timed.
    let time: Double
    var failures: [Problem] = []
    var error: Problem?
    /// Lines for `system-out`.
    var output: [String] = []

    func xml() -> String {
      var content = failures.map { $0.xml("failure") }
      if let error { content.append(error.xml("error")) }
      if !output.isEmpty {
        content.append(XMLText.text("system-out", [:], output.joined(separator: "\n")))
      }
      let attributes: KeyValuePairs<String, String> = [
        "name": name, "classname": className, "time": JUnitReport.seconds(time),
      ]
      return "    "
        + XMLText.element(
          "testcase", attributes,
          content: content.isEmpty
            ? nil : "\n      " + content.joined(separator: "\n      ") + "\n    ")
    }
  }

  struct Suite {
    let name: String
    let cases: [Case]

    var failures: Int { cases.filter { !$0.failures.isEmpty && $0.error == nil }.count }
    var errors: Int { cases.filter { $0.error != nil }.count }
    var time: Double { cases.reduce(0) { $0 + $1.time } }

    func xml(timestamp: String) -> String {
      let attributes: KeyValuePairs<String, String> = [
        "name": name, "tests": "\(cases.count)", "failures": "\(failures)",
        "errors": "\(errors)", "skipped": "0", "time": JUnitReport.seconds(time),
        "timestamp": timestamp,
      ]
      return "  "
        + XMLText.element(
          "testsuite", attributes,
          content: "\n" + cases.map { $0.xml() }.joined(separator: "\n") + "\n  ")
    }
  }
}
