import Engine

/// Text metrics for laying out SVG charts and diagrams without a font engine: the report's SVG
/// text is set in a monospace font, so widths are estimated from character counts.
enum SVGText {
  /// Width of one narrow character at `fontSize`, in pixels.
  static func characterWidth(fontSize: Double) -> Double { fontSize * 0.62 }

  /// The estimated width of `text` at `fontSize`: wide (CJK, emoji) characters count double.
  static func width(_ text: String, fontSize: Double) -> Double {
    let units = text.unicodeScalars.reduce(0.0) { total, scalar in
      total + (scalar.value >= 0x1100 ? 2 : 1)
    }
    return units * characterWidth(fontSize: fontSize)
  }
}

/// Round tick values for a chart axis: steps of 1, 2 or 5 times a power of ten.
struct SVGAxis: Sendable, Equatable {
  /// The axis runs from 0 (or `lower`) to `upper`, a multiple of `step` at or above the data.
  let lower: Double
  let upper: Double
  let step: Double

  /// An axis covering `minimum...maximum` with about `targetTicks` intervals.
  init(minimum: Double = 0, maximum: Double, targetTicks: Int = 5) {
    let low = min(0, minimum)
    let span = max(maximum - low, Double.ulpOfOne)
    let raw = span / Double(max(1, targetTicks))
    var magnitude = 1.0
    while magnitude * 10 <= raw { magnitude *= 10 }
    while magnitude > raw { magnitude /= 10 }
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? magnitude * 10
    self.step = step
    lower = (low / step).rounded(.down) * step
    upper = max(step, (maximum / step).rounded(.up) * step)
  }

  /// An axis from `lower` to `upper` in steps of `step`.
  init(lower: Double, upper: Double, step: Double) {
    self.lower = lower
    self.upper = max(upper, lower + step)
    self.step = step
  }

  /// The tick values from `lower` to `upper`.
  var ticks: [Double] {
    let count = Int(((upper - lower) / step).rounded())
    return (0...count).map { lower + Double($0) * step }
  }

  /// Where `value` falls between `start` (at `lower`) and `end` (at `upper`).
  func position(of value: Double, from start: Double, to end: Double) -> Double {
    guard upper > lower else { return start }
    return start + (value - lower) / (upper - lower) * (end - start)
  }

  /// A tick value as axes print it: no trailing zeros, thousands grouped from 10,000.
  static func label(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      let digits = String(Int(abs(value)))
      guard digits.count > 4 else { return String(Int(value)) }
      var grouped = ""
      for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
        grouped.append(digit)
      }
      return (value < 0 ? "-" : "") + grouped
    }
    var text = CostFormat.decimal(value, places: 3)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
