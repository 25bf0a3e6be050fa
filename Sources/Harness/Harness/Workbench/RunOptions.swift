/// Options of `run` (and of the bare `workbench`).
public struct RunOptions: Sendable, Equatable {
  public var root: String?
  public var selection: Selection

  public init(root: String? = nil, selection: Selection = Selection()) {
    self.root = root
    self.selection = selection
  }
}
