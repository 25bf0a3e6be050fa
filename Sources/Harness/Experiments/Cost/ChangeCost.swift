import SceneContract

/// What one style's patch of a change costs, read from the patch itself: the files it
/// touches, the lines it adds and removes, the types it adds and the roles of the files.
public struct ChangeCost: Sendable, Equatable, Codable {
  public var style: VariantID
  /// The patch file, relative to the package root.
  public var patch: String
  /// Files the patch touches, new ones included.
  public var files: Int
  /// Files the patch creates.
  public var filesAdded: Int
  public var linesAdded: Int
  public var linesRemoved: Int
  /// Types (class, struct, enum, protocol, actor) the patch declares that it did not remove.
  public var typesAdded: [String]
  /// The roles of the files touched, in reading order; a file no declaration names is
  /// counted in ``files`` only.
  public var roles: [Role]

  public init(
    style: VariantID, patch: String, files: Int, filesAdded: Int, linesAdded: Int,
    linesRemoved: Int, typesAdded: [String], roles: [Role]
  ) {
    self.style = style
    self.patch = patch
    self.files = files
    self.filesAdded = filesAdded
    self.linesAdded = linesAdded
    self.linesRemoved = linesRemoved
    self.typesAdded = typesAdded
    self.roles = roles
  }
}

extension ChangeCost {
  /// The cost of `patch`, `style`'s edit of `feature`, in Swift files (a README edit is
  /// not code); roles come from the style's declaration, and for new files from the
  /// `RoleFile` lines the patch adds.
  public init(
    measuring whole: UnifiedPatch, style: StyleDeclaration, feature: FeatureDeclaration
  ) {
    let patch = UnifiedPatch(
      source: whole.source, files: whole.files.filter { $0.path.hasSuffix(".swift") })
    let featureFolder = "Sources/Variants/\(style.folder)/\(feature.sourceFolder)/"
    let declared = style.features[feature.id]?.roles ?? []
    let addedDeclarations = patch.files.flatMap(\.addedLines).compactMap(RoleFileLine.init)
    var roles: Set<Role> = []
    for file in patch.files where file.path.hasPrefix(featureFolder) {
      let name = String(file.path.dropFirst(featureFolder.count))
      if let role = declared.first(where: { $0.path == name })?.role
        ?? addedDeclarations.first(where: { $0.path == name })?.role
      {
        roles.insert(role)
      }
    }
    self.init(
      style: style.id, patch: patch.source, files: patch.files.count,
      filesAdded: patch.files.filter(\.createsFile).count, linesAdded: patch.linesAdded,
      linesRemoved: patch.linesRemoved, typesAdded: TypeDeclarationLine.added(by: patch),
      roles: Role.readingOrder.filter(roles.contains))
  }
}

/// A `RoleFile(.<role>, "<file>")` in a line of Swift.
private struct RoleFileLine {
  let role: Role
  let path: String

  init?(_ line: String) {
    guard let start = line.range(of: "RoleFile(.") else { return nil }
    let rest = line[start.upperBound...]
    guard let comma = rest.firstIndex(of: ","),
      let open = rest[comma...].firstIndex(of: "\""),
      let close = rest[rest.index(after: open)...].firstIndex(of: "\"")
    else { return nil }
    role = Role(rawValue: String(rest[..<comma]))
    path = String(rest[rest.index(after: open)..<close])
  }
}
