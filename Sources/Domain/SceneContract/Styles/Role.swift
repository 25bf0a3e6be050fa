/// The part a source file plays in a style's feature, so files can be paired across styles by
/// what they do rather than by name: one style's view model, another's MVP presenter and a
/// third's VIP interactor are all the feature's ``state``.
public struct Role: StringIdentifier {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }
}

extension Role {
  /// Builds the scene and wires its objects together (`CounterScene`, a `setup()`).
  public static let assembly = Role(rawValue: "assembly")
  /// The view controller: widgets in, rendering out.
  public static let view = Role(rawValue: "view")
  /// Where the feature's state lives and changes: a view model, an MVP presenter, a KVO model,
  /// a Clean Swift interactor, an `@Observable` model, a reducer.
  public static let state = Role(rawValue: "state")
  /// Turns results into what the view shows (Clean Swift's presenter).
  public static let presentation = Role(rawValue: "presentation")
  /// Navigation and data passing between screens (Clean Swift's router).
  public static let routing = Role(rawValue: "routing")
  /// Platform and domain work done for the state holder (Clean Swift's worker, a client).
  public static let worker = Role(rawValue: "worker")
  /// The values that cross between roles (request/response/view-model enums, state and action
  /// types, answers handed to callbacks).
  public static let models = Role(rawValue: "models")
  /// The protocols roles talk through (a delegate protocol, display logic).
  public static let contract = Role(rawValue: "contract")
  /// Glue to a runtime: reactive extensions, bindings, dependency declarations.
  public static let bindings = Role(rawValue: "bindings")

  /// The roles in the order readers meet them; roles outside this list follow, by name.
  public static let readingOrder: [Role] = [
    .assembly, .view, .state, .presentation, .routing, .worker, .models, .contract, .bindings,
  ]

  /// Roles whose files each style tests per feature.
  public static let tested: [Role] = [.view, .state, .presentation, .routing, .worker]
}
