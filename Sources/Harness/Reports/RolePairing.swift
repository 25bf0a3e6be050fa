import SceneContract

/// The files of several styles' feature paired by the role they play, in reading order: what
/// the HTML side-by-side view, the style READMEs and `workbench compare` line up.
public struct RolePairing: Sendable {
  /// Every role some variant declares, in ``Role/readingOrder``, then any others by name.
  public let roles: [String]
  private let files: [VariantID: [StyleSummary.RoleEntry]]

  public init(feature: FeatureID, variants: [VariantID], report: WorkbenchReport) {
    var files: [VariantID: [StyleSummary.RoleEntry]] = [:]
    for variant in variants {
      files[variant] = report.style(variant)?.roles[feature.rawValue] ?? []
    }
    self.init(files: files)
  }

  public init(files: [VariantID: [StyleSummary.RoleEntry]]) {
    self.files = files
    let declared = Set(files.values.flatMap { $0.map(\.role) })
    let known = Role.readingOrder.map(\.rawValue)
    roles = known.filter(declared.contains) + declared.subtracting(known).sorted()
  }

  /// The paths `variant` declares for `role`, in declared order.
  public func paths(of variant: VariantID, playing role: String) -> [String] {
    files[variant]?.filter { $0.role == role }.map(\.path) ?? []
  }
}
