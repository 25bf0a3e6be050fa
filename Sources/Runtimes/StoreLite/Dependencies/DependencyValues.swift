/// The dependencies a feature reads, as one value: a key per dependency, each with a live
/// value for the app and a test value for `TestStore`.
///
/// Read through ``Dependency`` (`@Dependency(\.continuousClock) var clock`); the values in
/// force are task-local, so a store runs its reducer and starts its effects with its own, and
/// every effect's task inherits them. Override with ``withDependencies(_:operation:)``, with
/// `Store(initialState:reducer:withDependencies:)` or in a `TestStore`.
public struct DependencyValues: Sendable {
  /// Whether values not set explicitly come from the keys' `liveValue` or `testValue`.
  public enum Context: Sendable {
    case live
    case test
  }

  /// The values in force for the current task.
  @TaskLocal public static var current = DependencyValues()

  /// Which default an unset key gives.
  public var context: Context = .live
  private var storage: [ObjectIdentifier: any Sendable] = [:]

  public init() {}

  /// The value of `Key`: the one set, else the key's default for ``context``.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
      switch context {
      case .live: return Key.liveValue
      case .test: return Key.testValue
      }
    }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}

/// A dependency: the type of its value and the values it has by default.
public protocol DependencyKey {
  associatedtype Value: Sendable
  /// The value in the app.
  static var liveValue: Value { get }
  /// The value in tests; by default the live one.
  static var testValue: Value { get }
}

extension DependencyKey {
  public static var testValue: Value { liveValue }
}

/// Runs `operation` with the dependencies in force changed by `updateValues`.
@discardableResult
public func withDependencies<Result>(
  _ updateValues: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  var values = DependencyValues.current
  try updateValues(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}
