/// One style's implementation of one feature: how to build its screen, and which file plays
/// which role.
public struct FeatureImplementation: Sendable {
  public let build: SceneBuilder
  /// Every source file of the feature folder, each with its role, in reading order.
  public let roles: [RoleFile]

  public init(build: @escaping SceneBuilder, roles: [RoleFile]) {
    self.build = build
    self.roles = roles
  }

  /// The files that play `role`, in declared order.
  public func files(playing role: Role) -> [String] {
    roles.filter { $0.role == role }.map(\.path)
  }
}
