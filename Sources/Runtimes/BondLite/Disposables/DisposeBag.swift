/// Something that collects disposables and disposes them together.
public protocol DisposeBagProtocol: Disposable {
  /// Adds `disposable`, to be disposed with the others.
  func add(disposable: Disposable)
}

/// A bag of disposables, disposed when the bag is deallocated or ``dispose()``d — the usual
/// way to tie observations to an owner's lifetime:
///
///     viewModel.count.observeNext { [weak self] in self?.show($0) }.dispose(in: bag)
public final class DisposeBag: DisposeBagProtocol, Deallocatable {
  private var disposables: [Disposable] = []
  private var deallocation: ReplayOneSubject<Void, Never>?

  /// Creates an empty bag.
  public init() {}

  deinit {
    dispose()
    deallocation?.send(completion: .finished)
  }

  /// Whether the bag holds nothing.
  public var isDisposed: Bool { disposables.isEmpty }

  /// Adds `disposable` to the bag.
  public func add(disposable: Disposable) {
    disposables.append(disposable)
  }

  /// Adds `disposables` to the bag.
  public func add(disposables: [Disposable]) {
    self.disposables.append(contentsOf: disposables)
  }

  /// Adds `right` to the bag `left`.
  public static func += (left: DisposeBag, right: Disposable) {
    left.add(disposable: right)
  }

  /// Adds every disposable in `right` to the bag `left`.
  public static func += (left: DisposeBag, right: [Disposable]) {
    left.add(disposables: right)
  }

  /// Disposes everything in the bag and empties it; the bag can be used again.
  public func dispose() {
    let taken = disposables
    disposables.removeAll()
    for disposable in taken {
      disposable.dispose()
    }
  }

  /// Completes when the bag is deallocated.
  public var deallocated: SafeSignal<Void> {
    if let deallocation { return deallocation.toSignal() }
    let subject = ReplayOneSubject<Void, Never>()
    deallocation = subject
    return subject.toSignal()
  }
}

/// An object that announces its deallocation.
public protocol Deallocatable: AnyObject {
  /// Completes when the object is deallocated.
  var deallocated: SafeSignal<Void> { get }
}

/// An object that owns a ``DisposeBag`` for its observations; it announces its deallocation
/// through the bag's, so a signal bound to it ends with it.
public protocol DisposeBagProvider: Deallocatable {
  /// The bag disposed when the object goes away.
  var bag: DisposeBag { get }
}

extension DisposeBagProvider {
  /// Completes when the object's bag is deallocated, that is when the object is.
  public var deallocated: SafeSignal<Void> { bag.deallocated }
}

extension Disposable {
  /// Puts the disposable in `disposeBag`, to be disposed with it.
  public func dispose(in disposeBag: DisposeBagProtocol) {
    disposeBag.add(disposable: self)
  }
}
