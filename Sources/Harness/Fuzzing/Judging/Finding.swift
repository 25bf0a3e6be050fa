import SceneContract

/// What a story showed that the styles must never show: screens that differ between styles
/// (or a step only some could take), or a screen that left something alive after teardown.
public struct Finding: Sendable, Equatable {
  public enum Kind: Sendable, Hashable {
    /// The styles outside the reference group (the largest group of identical traces; ties go
    /// to the group of the earliest style in registry order), in registry order.
    case disagreement(odd: [VariantID])
    /// The styles that left objects, subscriptions or work alive, in registry order.
    case leak(variants: [VariantID])
  }

  public let kind: Kind
  /// The trace index (0 is the load, n the story's n-th step) where the groups first differ.
  public let step: Int?
  /// The styles grouped by what they showed at ``step``, the reference group first; for a
  /// leak, one group per style with what it left alive.
  public let groups: [ScreenGroup]
  /// The screens of the reference group after every step, the load first (with the stored
  /// data the story read).
  public let referenceTrace: [[String]]

  /// The styles this finding is about.
  public var styles: [VariantID] {
    switch kind {
    case .disagreement(let odd): return odd
    case .leak(let variants): return variants
    }
  }
}

/// Styles that showed the same thing.
public struct ScreenGroup: Sendable, Equatable {
  public let variants: [VariantID]
  /// The screen's lines (or the step error, or what was left alive).
  public let lines: [String]
}
