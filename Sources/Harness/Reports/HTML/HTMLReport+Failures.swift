import Engine
import SceneContract

// MARK: - Failures, first in each feature and one click from every ✗

extension HTMLReport {
  /// The id of one failure block: `failure-<feature>-<variant>-<scenario>`, reduced to
  /// letters, digits and hyphens so it is a valid fragment.
  static func failureAnchor(_ feature: FeatureID, _ variant: VariantID, _ scenario: String)
    -> String
  {
    let raw = "failure-\(feature.rawValue)-\(variant.rawValue)-\(scenario)"
    return String(
      raw.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
  }

  /// The anchor of the first failing or leaking scenario of `report`, in report order.
  static func firstFailureAnchor(_ report: WorkbenchReport) -> String? {
    for feature in report.features {
      for variant in feature.variants {
        if let result = variant.scenarios.first(where: { $0.behavior != .pass }) {
          return failureAnchor(feature.feature, variant.variant, result.scenario)
        }
      }
    }
    return nil
  }

  /// The anchor of `variant`'s first failing scenario in `feature`, if any.
  static func firstFailureAnchor(_ feature: FeatureReport, _ variant: VariantReport) -> String? {
    variant.scenarios.first { $0.behavior != .pass }.map {
      failureAnchor(feature.feature, variant.variant, $0.scenario)
    }
  }

  /// Every failing scenario of `feature` as an anchored block, or nothing when all passed.
  static func failures(_ feature: FeatureReport) -> String {
    var blocks: [String] = []
    for variant in feature.variants {
      for result in variant.scenarios where result.behavior != .pass {
        blocks.append(failure(result, variant: variant.variant, feature: feature))
      }
    }
    guard !blocks.isEmpty else { return "" }
    return XMLText.text("h3", ["class": "failures"], "Failures (\(blocks.count))")
      + blocks.joined(separator: "\n")
  }

  static func failure(_ result: ScenarioResult, variant: VariantID, feature: FeatureReport)
    -> String
  {
    let id = failureAnchor(feature.feature, variant, result.scenario)
    let title = XMLText.element(
      "h4", [:],
      content: XMLText.text("code", [:], result.scenario)
        + XMLText.escape(" on \(variant.rawValue)"))
    let path =
      feature.scenarios.first { $0.name == result.scenario }?.path
      ?? "Scenarios/\(feature.feature.rawValue)/\(result.scenario).scenario"
    let attributes: KeyValuePairs<String, String> = [
      "id": id, "class": "failure", "data-variant": variant.rawValue,
      "data-scenario": result.scenario,
    ]
    if let error = result.error, result.firstDivergence == nil {
      return XMLText.element(
        "div", attributes,
        content: title
          + XMLText.text(
            "p", [:], "Step \(error.step) (\(path):\(error.line)) could not run: \(error.message)"))
    }
    guard let divergence = result.firstDivergence else {
      return XMLText.element("div", attributes, content: title)
    }
    let diff =
      divergence.diff.isEmpty
      ? MarkdownReport.prefixed(divergence.expected, "-") + "\n"
        + MarkdownReport.prefixed(divergence.actual, "+")
      : divergence.diff
    return XMLText.element(
      "div", attributes,
      content: title
        + XMLText.text(
          "p", [:],
          "First divergent step: step \(divergence.step) (\(path):\(divergence.line)): "
            + divergence.source)
        + diffBlock(diff))
  }
}
