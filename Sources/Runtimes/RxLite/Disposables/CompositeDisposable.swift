/// A group of disposables that are disposed together.
public final class CompositeDisposable: Cancelable {
  /// A key that identifies a disposable inside the group, for removal.
  public struct DisposeKey: Hashable, Sendable {
    fileprivate let rawValue: Int
  }

  private var entries: [(key: DisposeKey, disposable: Disposable)] = []
  private var nextKey = 0

  /// Whether the group has been disposed.
  public private(set) var isDisposed = false

  /// Creates an empty group.
  public init() {}

  /// Creates a group holding two disposables.
  public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
    self.init(disposables: [disposable1, disposable2])
  }

  /// Creates a group holding three disposables.
  public convenience init(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
  ) {
    self.init(disposables: [disposable1, disposable2, disposable3])
  }

  /// Creates a group holding `disposables`.
  public convenience init(_ disposable1: Disposable, _ disposable2: Disposable,
    _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...
  ) {
    self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
  }

  /// Creates a group holding `disposables`.
  public init(disposables: [Disposable]) {
    for disposable in disposables {
      entries.append((DisposeKey(rawValue: nextKey), disposable))
      nextKey += 1
    }
  }

  /// The number of disposables in the group.
  public var count: Int { entries.count }

  /// Adds `disposable` and returns the key that removes it, or disposes it at once and returns
  /// `nil` if the group is already disposed.
  ///
  /// - Complexity: Amortized O(1).
  public func insert(_ disposable: Disposable) -> DisposeKey? {
    guard !isDisposed else {
      disposable.dispose()
      return nil
    }
    let key = DisposeKey(rawValue: nextKey)
    nextKey += 1
    entries.append((key, disposable))
    return key
  }

  /// Removes the disposable stored under `disposeKey` and disposes it.
  ///
  /// - Complexity: O(*n*), where *n* is the number of disposables in the group.
  public func remove(for disposeKey: DisposeKey) {
    guard let index = entries.firstIndex(where: { $0.key == disposeKey }) else { return }
    let removed = entries.remove(at: index)
    removed.disposable.dispose()
  }

  /// Disposes every disposable in the group, in insertion order.
  public func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    let entries = self.entries
    self.entries.removeAll()
    for entry in entries { entry.disposable.dispose() }
  }
}
