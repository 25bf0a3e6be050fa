import Foundation
import Observation

/// A feature's state that views observe property by property, as `@ObservableState` makes it.
///
/// The macro turns every stored property `x` into a computed one over a private `_x` whose
/// getter calls ``ObservationStateRegistrar/access(_:keyPath:)`` and whose setter calls
/// ``ObservationStateRegistrar/mutate(_:keyPath:_:_:)``, and adds the registrar and ``_$id``.
/// Written by hand here, that is what every `State` does.
public protocol ObservableState: Observable, ObservableIdentity {
  /// Which value this is: a copy keeps it, a new value gets a new one.
  var _$id: ObservableStateID { get }
}

/// The identity of a state value, for telling a changed value from a replaced one.
public struct ObservableStateID: Hashable, Sendable {
  private let uuid = UUID()

  public init() {}
}

/// The observation registrar a state value carries: Swift's `ObservationRegistrar`, shared by
/// the copies of the value, and left out of the value's equality.
///
/// Copies share it, so a view that read `store.state.count` hears the reducer set the store's
/// `count` in place; a whole new value has a registrar of its own, which the store announces
/// as a change of its whole state.
public struct ObservationStateRegistrar: Sendable, Equatable, Hashable {
  private let registrar = ObservationRegistrar()
  /// The identity of the value that carries this registrar.
  public let id = ObservableStateID()

  public init() {}

  /// Records that `subject`'s `keyPath` was read.
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    registrar.access(subject, keyPath: keyPath)
  }

  /// Sets `value` to `newValue` and tells those who read `subject`'s `keyPath`; every set
  /// counts, equal values included, as with `@Observable`.
  ///
  /// Except a child state changed in place: when `value` and `newValue` are the same
  /// observable state (or the same stack of them), the child's own registrar has already told
  /// those who read the property that changed, so the parent tells nobody — a view reading
  /// `store.recorder.statusText` re-renders for the status, not for every change of the
  /// recorder.
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ value: inout Value,
    _ newValue: Value
  ) {
    if hasSameIdentity(value, newValue) {
      value = newValue
      return
    }
    registrar.withMutation(of: subject, keyPath: keyPath) { value = newValue }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { true }

  public func hash(into hasher: inout Hasher) {}
}

/// A value whose identity outlives its changes: an observable state, or a collection of them.
public protocol ObservableIdentity {
  /// Whether `other` is this value changed in place, not a value replacing it.
  func hasSameIdentity(as other: Self) -> Bool
}

extension ObservableState {
  public func hasSameIdentity(as other: Self) -> Bool { _$id == other._$id }
}

/// Whether `newValue` is `value` changed in place (see ``ObservableIdentity``); false for
/// values without an identity, whose every set is a change.
func hasSameIdentity<Value>(_ value: Value, _ newValue: Value) -> Bool {
  guard let value = value as? any ObservableIdentity else { return false }
  return value.hasSameIdentity(asAny: newValue)
}

extension ObservableIdentity {
  fileprivate func hasSameIdentity(asAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return hasSameIdentity(as: other)
  }
}
