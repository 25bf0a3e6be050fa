import Fuzzing

extension MarkdownReport {
  static func fuzzing(_ record: FuzzRecord) -> String {
    """
    ## Generated stories

    Stories generated from the screen step by step and played on every style (`workbench \
    fuzz`); a finding is a story where the styles disagree or one leaks, shrunk to a \
    minimal scenario. \(record.markdown)
    """
  }
}
