/// The `.rx` namespace: reactive extensions of `Base` are written as
/// `extension Reactive where Base: SomeType`, and reached as `value.rx.member`.
///
/// UI bindings (RxCocoaLite) use it to add `button.rx.tap`, `label.rx.text` and the like
/// without touching the types they extend.
public struct Reactive<Base> {
  /// The value the extensions act on.
  public let base: Base

  /// Creates the namespace for `base`.
  public init(_ base: Base) {
    self.base = base
  }
}

/// A type whose values and metatype offer the `.rx` namespace.
public protocol ReactiveCompatible {
  /// The type the reactive extensions are written for (`Self` by default).
  associatedtype ReactiveBase

  /// The reactive extensions of the type itself.
  static var rx: Reactive<ReactiveBase>.Type { get set }

  /// The reactive extensions of this value.
  var rx: Reactive<ReactiveBase> { get set }
}

// MARK: - Default implementations

extension ReactiveCompatible {
  /// The reactive extensions of the type itself.
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    // The setter only lets `mutating` extensions be reached through `Type.rx`.
    set {}
  }

  /// The reactive extensions of this value.
  public var rx: Reactive<Self> {
    get { Reactive(self) }
    // The setter only lets `mutating` extensions be reached through `value.rx`.
    set {}
  }
}
