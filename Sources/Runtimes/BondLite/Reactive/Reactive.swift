/// The extension point for reactive members, as in ReactiveKit: extend
/// `ReactiveExtensions where Base == X` (or `Base: X`) and reach the members as `x.reactive.y`.
public protocol ReactiveExtensions {
  /// The type extended.
  associatedtype Base

  /// The extended object.
  var base: Base { get }
}

/// The `reactive` namespace of an object.
public struct Reactive<Base>: ReactiveExtensions {
  /// The extended object.
  public let base: Base

  /// Wraps `base`.
  public init(_ base: Base) {
    self.base = base
  }
}

/// A class whose instances have a `reactive` namespace.
public protocol ReactiveExtensionsProvider: AnyObject {}

extension ReactiveExtensionsProvider {
  /// The reactive extensions of this object.
  public var reactive: Reactive<Self> {
    Reactive(self)
  }

  /// The reactive extensions of this type.
  public static var reactive: Reactive<Self>.Type {
    Reactive<Self>.self
  }
}
