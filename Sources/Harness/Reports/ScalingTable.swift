import Engine
import SceneContract

/// The scaling figures as a terminal table: a row per variant, the cost per fix at each route
/// size, and the ratio of the largest size's cost to the smallest's (near 1 when flat).
public enum ScalingTable {
  /// The table of `figures`: sizes as columns (ascending), variants as rows (in order).
  public static func render(_ figures: [ScalingFigure]) -> String {
    let sizes = Array(Set(figures.map(\.fixes))).sorted()
    var variants: [VariantID] = []
    for figure in figures where !variants.contains(figure.variant) {
      variants.append(figure.variant)
    }
    let ratioHeader = sizes.count > 1 ? "\(label(sizes[sizes.count - 1]))/\(label(sizes[0]))" : ""
    var table = TextTable(
      headers: ["variant"] + sizes.map { "\(grouped($0)) fixes" } + [ratioHeader],
      alignments: [.left] + sizes.map { _ in .right } + [.right])
    for variant in variants {
      let costs = sizes.map { size in
        figures.first { $0.variant == variant && $0.fixes == size }?.nsPerFix
      }
      var row = [variant.rawValue]
      row += costs.map { $0.map { CostFormat.duration(nanoseconds: $0) } ?? "–" }
      if sizes.count > 1, let first = costs.first ?? nil, let last = costs.last ?? nil, first > 0 {
        row.append(CostFormat.ratio(last / first))
      }
      table.append(row)
    }
    return table.render()
  }

  /// `1000` → `1,000`.
  static func grouped(_ number: Int) -> String {
    var digits = String(number)
    var groups: [String] = []
    while digits.count > 3 {
      groups.insert(String(digits.suffix(3)), at: 0)
      digits.removeLast(3)
    }
    return ([digits] + groups).joined(separator: ",")
  }

  /// `100000` → `100k`, `1000` → `1k`, `500` → `500`.
  static func label(_ number: Int) -> String {
    number >= 1_000 && number % 1_000 == 0 ? "\(number / 1_000)k" : String(number)
  }
}
