import Reports


/// Options of `list`.
public struct ListOptions: Sendable, Equatable {
  /// `--root`: the repository folder, instead of searching up from the current directory.
  public var root: String?

  public init(root: String? = nil) {
    self.root = root
  }
}
