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

    /// One problem standing for `problems`: types joined with `+`, messages with `; `,
    /// details one after the other.
    static func merging(_ problems: [Problem]) -> Problem {
      guard problems.count > 1 else {
        return problems.first ?? Problem(type: "", message: "", detail: "")
      }
      let details = problems.map(\.detail).filter { !$0.isEmpty }
      return Problem(
        type: problems.map(\.type).joined(separator: "+"),
        message: problems.map(\.message).joined(separator: "; "),
        detail: details.joined(separator: "\n\n"))
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
    /// Warnings that do not fail the case (a cost regression below the error level): a
    /// `warning` property each, and `WARNING …` lines in `system-err`.
    var warnings: [String] = []
    /// Why the case did not run (a style that does not declare the feature), if it did not.
    var skipped: String?

    /// The one `<failure>` (or `<error>`) of the case: every problem folded together, so a
    /// case that fails for two reasons still counts once.
    var problem: (element: String, problem: Problem)? {
      if let error {
        return ("error", Problem.merging([error] + failures))
      }
      guard !failures.isEmpty else { return nil }
      return ("failure", Problem.merging(failures))
    }

    func xml() -> String {
      var content: [String] = []
      if !warnings.isEmpty {
        let properties = warnings.map {
          XMLText.element("property", ["name": "warning", "value": $0])
        }
        content.append(XMLText.element("properties", [:], content: properties.joined()))
      }
      if let problem { content.append(problem.problem.xml(problem.element)) }
      if let skipped { content.append(XMLText.element("skipped", ["message": skipped])) }
      if !output.isEmpty {
        content.append(XMLText.text("system-out", [:], output.joined(separator: "\n")))
      }
      if !warnings.isEmpty {
        content.append(
          XMLText.text(
            "system-err", [:], warnings.map { "WARNING \($0)" }.joined(separator: "\n")))
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

    var failures: Int { cases.filter { $0.problem?.element == "failure" }.count }
    var errors: Int { cases.filter { $0.error != nil }.count }
    var time: Double { cases.reduce(0) { $0 + $1.time } }

    func xml(timestamp: String) -> String {
      let attributes: KeyValuePairs<String, String> = [
        "name": name, "tests": "\(cases.count)", "failures": "\(failures)",
        "errors": "\(errors)", "skipped": "\(cases.filter { $0.skipped != nil }.count)",
        "time": JUnitReport.seconds(time),
        "timestamp": timestamp,
      ]
      return "  "
        + XMLText.element(
          "testsuite", attributes,
          content: "\n" + cases.map { $0.xml() }.joined(separator: "\n") + "\n  ")
    }
  }
}
