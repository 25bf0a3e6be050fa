extension FuzzRecord {
  /// The record as a Markdown table, a row per feature, and the found stories under it.
  public var markdown: String {
    var lines = [
      "Seed \(seed), stories of \(length) steps (`\(command)`).", "",
      "| feature | styles | stories | steps | mean length | step errors | stories/s | found |",
      "|---|---|---|---|---|---|---|---|",
    ]
    for feature in features {
      let errors = "\(feature.stepErrorStories) (\(percent(feature.stepErrorRate)))"
      lines.append(
        "| \(feature.feature) | \(feature.styles) | \(feature.stories)"
          + (feature.interrupted ? " (stopped)" : "")
          + " | \(feature.steps) | \(feature.meanStoryLength) | \(errors) | "
          + "\(feature.storiesPerSecond) | \(feature.foundText) |")
    }
    let found = features.flatMap { feature in feature.findings.map { (feature.feature, $0) } }
    if !found.isEmpty {
      lines += [
        "", "| feature | story | finding | styles | shrunk | file |", "|---|---|---|---|---|---|",
      ]
      for (feature, story) in found {
        lines.append(
          "| \(feature) | \(story.story) | \(story.kind) | \(story.styles.joined(separator: ", ")) "
            + "| \(story.originalSteps) → \(story.shrunkSteps) steps in "
            + "\(story.shrinkSeconds) s (\(story.candidates) candidates) | `\(story.file)` |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func percent(_ share: Double) -> String {
    let value = (share * 1000).rounded() / 10
    return "\(value) %"
  }
}

extension FuzzRecord.Feature {
  /// `2`, or `2 (+14 again)` when later stories showed what was already found.
  public var foundText: String {
    String(findings.count) + (repeatedFindings == 0 ? "" : " (+\(repeatedFindings) again)")
  }
}
