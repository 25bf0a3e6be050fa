extension DependencyValues {
  /// The clock effects sleep on: `ContinuousClock` in the app by default; the scene builder
  /// and the tests put the workbench's virtual clock here.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}

private enum ContinuousClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { ContinuousClock() }
}
