import ScenarioLanguage

/// A selection of features, styles and scenarios that picks nothing runnable.
public struct SelectionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, with the nearest valid name when one is close.
  public let message: String

  public init(message: String) {
    self.message = message
  }

  /// `unknown <kind> '<name>'`, with the nearest valid name when one is close.
  public init(unknown kind: String, _ name: String, among candidates: [String]) {
    message = NameSuggestion.unknownNameMessage(kind, name, among: candidates)
  }

  public var description: String { message }
}
