import Reports
import SceneContract

/// Options of `list`.
public struct ListOptions: Sendable, Equatable {
  /// `--root`: the repository folder, instead of searching up from the current directory.
  public var root: String?
  /// `--variant`: the style whose gaps `--missing` lists; nil for every style.
  public var variant: VariantID?
  /// `--missing`: what each style still lacks outside its folder, instead of the catalogue.
  public var missing: Bool

  public init(root: String? = nil, variant: VariantID? = nil, missing: Bool = false) {
    self.root = root
    self.variant = variant
    self.missing = missing
  }
}
