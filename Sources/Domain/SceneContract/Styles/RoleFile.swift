/// One source file of a style's feature and the role it plays.
public struct RoleFile: Sendable, Hashable {
  public let role: Role
  /// The file's path inside the feature folder (`CounterViewModel.swift`).
  public let path: String

  public init(_ role: Role, _ path: String) {
    self.role = role
    self.path = path
  }
}
