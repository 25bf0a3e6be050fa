/// A bag of disposables that disposes all of them when it is deallocated.
///
/// The usual owner of a screen's subscriptions: replace the bag (or release its owner) to end
/// them all.
public final class DisposeBag {
  private var disposables: [Disposable] = []
  private var isDisposed = false

  /// Creates an empty bag.
  public init() {}

  /// Creates a bag holding `disposables`.
  public convenience init(disposing disposables: Disposable...) {
    self.init()
    self.disposables = disposables
  }

  /// Creates a bag holding `disposables`.
  public convenience init(disposing disposables: [Disposable]) {
    self.init()
    self.disposables = disposables
  }

  /// Adds `disposable`; if the bag is already disposed, disposes it at once.
  ///
  /// - Complexity: Amortized O(1).
  public func insert(_ disposable: Disposable) {
    guard !isDisposed else {
      disposable.dispose()
      return
    }
    disposables.append(disposable)
  }

  /// Adds every disposable in `disposables`.
  public func insert(_ disposables: Disposable...) {
    insert(disposables)
  }

  /// Adds every disposable in `disposables`.
  public func insert(_ disposables: [Disposable]) {
    for disposable in disposables { insert(disposable) }
  }

  private func dispose() {
    let disposables = self.disposables
    self.disposables.removeAll()
    isDisposed = true
    for disposable in disposables { disposable.dispose() }
  }

  deinit {
    dispose()
  }
}

// MARK: - disposed(by:)

extension Disposable {
  /// Adds `self` to `bag`, which disposes it when the bag is deallocated.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
