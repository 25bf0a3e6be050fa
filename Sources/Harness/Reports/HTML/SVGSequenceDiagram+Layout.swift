// MARK: - Layout

import Engine

extension SVGSequenceDiagram {
  /// Where each participant's lifeline goes: far enough apart for their boxes and for the
  /// label of every message between them.
  struct Layout {
    let centers: [Double]
    let boxWidths: [Double]
    let width: Double

    init(_ diagram: FlowDiagram) {
      let font = SVGSequenceDiagram.fontSize
      let margin = SVGSequenceDiagram.margin
      boxWidths = diagram.participants.map { SVGText.width($0, fontSize: font) + 16 }
      var gaps = zip(boxWidths, boxWidths.dropFirst()).map { $0 / 2 + $1 / 2 + 20 }
      var overflow = 0.0
      let spans = diagram.messages.compactMap { message -> (Int, Int, Double)? in
        guard let from = diagram.participants.firstIndex(of: message.from),
          let to = diagram.participants.firstIndex(of: message.to)
        else { return nil }
        let text = message.labelWithLocation + (message.count > 1 ? " ×\(message.count)" : "")
        return (min(from, to), max(from, to), SVGText.width(text, fontSize: font))
      }
      for (low, high, width) in spans.sorted(by: { $0.1 - $0.0 < $1.1 - $1.0 }) {
        if low == high {
          if low < gaps.count {
            gaps[low] = max(gaps[low], width + 44)
          } else {
            overflow = max(overflow, width + 44 - (boxWidths.last ?? 0) / 2)
          }
          continue
        }
        let span = gaps[low..<high].reduce(0, +)
        if span < width + 24 { gaps[high - 1] += width + 24 - span }
      }
      var centers: [Double] = []
      var x = margin + (boxWidths.first ?? 0) / 2
      for index in boxWidths.indices {
        centers.append(x)
        if index < gaps.count { x += gaps[index] }
      }
      self.centers = centers
      let last = (centers.last ?? margin) + (boxWidths.last ?? 0) / 2
      let bands = diagram.steps.map {
        margin * 2
          + SVGText.width("step \($0.step), line \($0.line): \($0.source)", fontSize: font)
      }
      width = max(last + max(overflow, 0) + margin, bands.max() ?? 0)
    }
  }
}
