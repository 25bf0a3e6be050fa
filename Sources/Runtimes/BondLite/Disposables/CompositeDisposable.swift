/// A disposable that disposes a group of disposables together.
public final class CompositeDisposable: Disposable {
  private var disposables: [Disposable]?

  /// Creates an empty group.
  public init() {
    disposables = []
  }

  /// Creates a group holding `disposables`.
  public init(_ disposables: [Disposable]) {
    self.disposables = disposables
  }

  public var isDisposed: Bool { disposables == nil }

  /// Adds `disposable` to the group, or disposes it at once when the group is disposed.
  public func add(disposable: Disposable) {
    if disposables == nil {
      disposable.dispose()
    } else {
      disposables?.append(disposable)
    }
  }

  /// Adds `right` to the group `left`.
  public static func += (left: CompositeDisposable, right: Disposable) {
    left.add(disposable: right)
  }

  public func dispose() {
    guard let disposables else { return }
    self.disposables = nil
    for disposable in disposables {
      disposable.dispose()
    }
  }
}
