extension Int {
  /// `self + other`, clamped to `Int.min...Int.max` instead of trapping on overflow.
  ///
  /// The counter's one arithmetic rule: a count never traps, it saturates at the bounds.
  public func saturatingAdding(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    guard overflow else { return sum }
    return other > 0 ? .max : .min
  }
}
