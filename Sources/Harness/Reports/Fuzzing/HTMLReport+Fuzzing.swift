import Fuzzing

extension HTMLReport {
  /// The last recorded fuzz run: a row per feature, then the stories it found.
  static func fuzzing(_ record: FuzzRecord) -> String {
    var rows = [
      row(
        ["feature", "styles", "stories", "steps", "mean length", "step errors", "stories/s",
          "found"], header: true)
    ]
    for feature in record.features {
      let rate = (feature.stepErrorRate * 1000).rounded() / 10
      rows.append(
        row([
          feature.feature, String(feature.styles),
          String(feature.stories) + (feature.interrupted ? " (stopped)" : ""),
          String(feature.steps), String(feature.meanStoryLength),
          "\(feature.stepErrorStories) (\(rate) %)", String(feature.storiesPerSecond),
          feature.foundText,
        ]))
    }
    var content =
      XMLText.text("h2", [:], "Generated stories")
      + XMLText.text(
        "p", [:],
        "Stories generated from the screen step by step and played on every style "
          + "(workbench fuzz, seed \(record.seed), stories of \(record.length) steps); a "
          + "finding is a story where the styles disagree or one leaks, shrunk to a minimal "
          + "scenario.")
      + scrollBox(
        XMLText.element("table", [:], content: rows.joined()), label: "Fuzzing figures")
    let found = record.features.flatMap { feature in feature.findings.map { (feature, $0) } }
    if !found.isEmpty {
      var foundRows = [
        row(["feature", "story", "finding", "styles", "shrunk", "file"], header: true)
      ]
      for (feature, story) in found {
        foundRows.append(
          row([
            feature.feature, String(story.story), story.kind,
            story.styles.joined(separator: ", "),
            "\(story.originalSteps) → \(story.shrunkSteps) steps", story.file,
          ]))
      }
      content += scrollBox(
        XMLText.element("table", [:], content: foundRows.joined()), label: "Found stories")
    }
    return XMLText.element("section", ["id": "fuzzing"], content: content)
  }
}
