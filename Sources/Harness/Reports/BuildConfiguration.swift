
/// Which build the code is running from.
public enum BuildConfiguration {
  /// `debug` or `release`.
  public static var current: String {
    #if DEBUG
      "debug"
    #else
      "release"
    #endif
  }

  /// Whether this is a debug build (timings from it are not representative).
  public static var isDebug: Bool { current == "debug" }
}
