/// Reads one dependency from the values in force where it is read:
/// `@Dependency(\.continuousClock) var clock` in a reducer, read in `reduce` or in an effect.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  /// The dependency at `keyPath` of ``DependencyValues``.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// The value in force for the current task.
  public var wrappedValue: Value {
    DependencyValues.current[keyPath: keyPath]
  }
}
