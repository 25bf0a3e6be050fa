import Foundation

/// How reports print costs, the same way in the terminal, Markdown and play mode.
public enum CostFormat {
  /// A ratio with two decimals, e.g. `1.37`.
  public static func ratio(_ ratio: Double) -> String {
    decimal(ratio, places: 2)
  }

  /// `value` with exactly `places` decimals, e.g. `2.25`.
  public static func decimal(_ value: Double, places: Int) -> String {
    String(format: "%.\(places)f", value)
  }

  /// A number of bytes with a unit chosen for readability: `850 B`, `4.56 KB`, `12.3 KB`,
  /// `4.56 MB` (units of 1,000).
  public static func bytes(_ bytes: Double) -> String {
    switch bytes {
    case ..<1_000: return String(format: "%.0f B", bytes)
    case ..<10_000: return String(format: "%.2f KB", bytes / 1_000)
    case ..<1_000_000: return String(format: "%.1f KB", bytes / 1_000)
    default: return String(format: "%.2f MB", bytes / 1_000_000)
    }
  }

  /// A duration in nanoseconds with a unit chosen for readability: `850 ns`, `4.56 µs`,
  /// `12.3 µs`, `4.56 ms`, `1.20 s`.
  public static func duration(nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: return String(format: "%.0f ns", nanoseconds)
    case ..<10_000: return String(format: "%.2f µs", nanoseconds / 1_000)
    case ..<1_000_000: return String(format: "%.1f µs", nanoseconds / 1_000)
    case ..<1_000_000_000: return String(format: "%.2f ms", nanoseconds / 1_000_000)
    default: return String(format: "%.2f s", nanoseconds / 1_000_000_000)
    }
  }
}
