/// The Swift 6 escape hatches a source uses: each is a place where the code tells the compiler
/// "trust me" about isolation or sendability instead of proving it.
public struct EscapeHatches: Sendable, Equatable, Codable {
  /// `@unchecked Sendable`: a type claims to be safe to share without the compiler checking it.
  public var uncheckedSendable = 0
  /// `nonisolated(unsafe)`: a variable opts out of isolation checking.
  public var nonisolatedUnsafe = 0
  /// `MainActor.assumeIsolated`: code asserts at run time that it is on the main actor.
  public var assumeIsolated = 0
  /// `@preconcurrency`: an import or conformance is exempted from strict checking.
  public var preconcurrency = 0
  /// `Task.detached`: work started outside structured concurrency and the caller's isolation.
  public var taskDetached = 0

  public init() {}

  /// Every hatch of every kind.
  public var total: Int {
    uncheckedSendable + nonisolatedUnsafe + assumeIsolated + preconcurrency + taskDetached
  }

  /// The kinds used, most used first, as `2 assumeIsolated, 1 @unchecked Sendable`; `–` for none.
  public var summary: String {
    let kinds = [
      (uncheckedSendable, "@unchecked Sendable"), (nonisolatedUnsafe, "nonisolated(unsafe)"),
      (assumeIsolated, "assumeIsolated"), (preconcurrency, "@preconcurrency"),
      (taskDetached, "Task.detached"),
    ].enumerated().filter { $0.element.0 > 0 }
    guard !kinds.isEmpty else { return "–" }
    // Most used first; kinds used as often keep the order above.
    return kinds.sorted { ($1.element.0, $0.offset) < ($0.element.0, $1.offset) }
      .map { "\($0.element.0) \($0.element.1)" }.joined(separator: ", ")
  }

  /// The hatches added up.
  public static func + (lhs: EscapeHatches, rhs: EscapeHatches) -> EscapeHatches {
    var sum = EscapeHatches()
    sum.uncheckedSendable = lhs.uncheckedSendable + rhs.uncheckedSendable
    sum.nonisolatedUnsafe = lhs.nonisolatedUnsafe + rhs.nonisolatedUnsafe
    sum.assumeIsolated = lhs.assumeIsolated + rhs.assumeIsolated
    sum.preconcurrency = lhs.preconcurrency + rhs.preconcurrency
    sum.taskDetached = lhs.taskDetached + rhs.taskDetached
    return sum
  }

  /// The hatches in a stream of Swift tokens (comments and string contents removed, so a
  /// hatch named in a comment does not count).
  static func count(in tokens: [String]) -> EscapeHatches {
    var hatches = EscapeHatches()
    func follows(_ offset: Int, _ words: [String]) -> Bool {
      offset + words.count <= tokens.count
        && zip(tokens[offset..<(offset + words.count)], words).allSatisfy { $0 == $1 }
    }
    for offset in tokens.indices {
      if follows(offset, ["@", "unchecked", "Sendable"]) { hatches.uncheckedSendable += 1 }
      if follows(offset, ["nonisolated", "(", "unsafe", ")"]) { hatches.nonisolatedUnsafe += 1 }
      if follows(offset, ["MainActor", ".", "assumeIsolated"]) { hatches.assumeIsolated += 1 }
      if follows(offset, ["@", "preconcurrency"]) { hatches.preconcurrency += 1 }
      if follows(offset, ["Task", ".", "detached"]) { hatches.taskDetached += 1 }
    }
    return hatches
  }
}
