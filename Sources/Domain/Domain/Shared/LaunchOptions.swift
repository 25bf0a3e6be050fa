/// Values a screen is launched with, the way UI tests pass launch arguments on iOS
/// (`-initialCount 42`). Scenarios set them; features read the ones they define.
public struct LaunchOptions: Sendable, Equatable {
  public var values: [String: String]

  public init(_ values: [String: String] = [:]) {
    self.values = values
  }

  /// The integer value of `key`, or nil when absent or not an integer.
  public func integer(_ key: String) -> Int? {
    values[key].flatMap { Int($0) }
  }
}
