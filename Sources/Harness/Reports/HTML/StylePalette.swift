import SceneContract

/// The colour each style has in every chart, so a reader can follow one style across them; the
/// colours come from the styles' declarations, carried by the report.
struct StylePalette {
  private let colours: [VariantID: String]

  init(_ report: WorkbenchReport) {
    colours = Dictionary(report.styles.map { ($0.id, $0.colour) }) { first, _ in first }
  }

  /// The colour of `variant`; grey for a style the report does not describe.
  func colour(of variant: VariantID) -> String {
    colours[variant] ?? "#777777"
  }
}
