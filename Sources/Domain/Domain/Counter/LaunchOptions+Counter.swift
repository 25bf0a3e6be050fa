extension LaunchOptions {
  /// The launch option that sets the counter's starting value.
  public static let initialCountKey = "initialCount"

  /// The count a counter screen starts at: `initialCount` when given, otherwise 0.
  public var initialCount: Int {
    integer(Self.initialCountKey) ?? 0
  }
}
