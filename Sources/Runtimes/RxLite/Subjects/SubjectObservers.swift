/// One observer's registration with a subject; disposing it unregisters the observer.
@usableFromInline class SubjectSubscription: Cancelable {
  // Set while the registration is in `list.nodes`, which retains it; cleared when removed.
  // Unmanaged, so that disposal reaches the list without reference counting.
  @usableFromInline @exclusivity(unchecked) final var list: Unmanaged<SubjectObserverList>?
  @usableFromInline @exclusivity(unchecked) final var isDisposed = false
  @usableFromInline @exclusivity(unchecked) final var isCounted = true

  @usableFromInline init() {
    Resources.incrementTotal()
  }

  /// Unregisters the observer: at once, or after the delivery in progress.
  @usableFromInline final func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    uncount()
    list?._withUnsafeGuaranteedRef { $0.remove(self) }
  }

  @usableFromInline final func uncount() {
    guard isCounted else { return }
    isCounted = false
    Resources.decrementTotal()
  }

  deinit {
    uncount()
  }
}

/// A registration that carries its observer's event handler, and, for an observer subscribed
/// with separate element and stop closures, its element closure.
@usableFromInline final class SubjectObserverNode<Element>: SubjectSubscription {
  @usableFromInline let handler: (Event<Element>) -> Void
  /// The element closure; not optional, so that calling it copies nothing.
  @usableFromInline let next: (Element) -> Void
  @usableFromInline let takesElements: Bool

  @usableFromInline init(_ handler: @escaping (Event<Element>) -> Void) {
    self.handler = handler
    self.next = { _ in }
    self.takesElements = false
    super.init()
  }

  @usableFromInline init(
    _ handler: @escaping (Event<Element>) -> Void, next: @escaping (Element) -> Void
  ) {
    self.handler = handler
    self.next = next
    self.takesElements = true
    super.init()
  }

  /// Delivers `event`: an element to the element closure when there is one.
  @inlinable @inline(__always) final func deliver(_ event: Event<Element>) {
    if takesElements, case .next(let element) = event { next(element) } else { handler(event) }
  }
}

/// The observers of a subject, in subscription order.
///
/// Delivery walks the live list by index without copying it or retaining its entries: while a
/// delivery is in progress, removals are deferred (a disposed entry is only skipped) and
/// entries added meanwhile are not visited. This makes re-entrant emission, subscription and
/// disposal safe, and keeps reference counting off the per-event path.
@usableFromInline final class SubjectObserverList {
  @usableFromInline typealias Node = Unmanaged<SubjectSubscription>

  @usableFromInline @exclusivity(unchecked) var nodes = ContiguousArray<Node>()
  @usableFromInline @exclusivity(unchecked) var depth = 0
  @usableFromInline @exclusivity(unchecked) var hasDeferredRemovals = false

  /// The number of registrations that have not been disposed.
  @usableFromInline @exclusivity(unchecked) var activeCount = 0

  /// Called when a disposal leaves the list without active registrations.
  @usableFromInline @exclusivity(unchecked) var whenEmptied: (() -> Void)?

  @usableFromInline init() {}

  /// Registers `handler` and returns its registration.
  ///
  /// - Complexity: Amortized O(1).
  @inlinable func insert<Element>(
    _ handler: @escaping (Event<Element>) -> Void
  ) -> SubjectObserverNode<Element> {
    insert(SubjectObserverNode(handler))
  }

  /// Registers a stop `handler` and an element closure, `next`, and returns the registration.
  ///
  /// - Complexity: Amortized O(1).
  @inlinable func insert<Element>(
    _ handler: @escaping (Event<Element>) -> Void, next: @escaping (Element) -> Void
  ) -> SubjectObserverNode<Element> {
    insert(SubjectObserverNode(handler, next: next))
  }

  @inlinable func insert<Element>(
    _ node: SubjectObserverNode<Element>
  ) -> SubjectObserverNode<Element> {
    node.list = Unmanaged.passUnretained(self)
    nodes.append(Unmanaged.passRetained(node))
    activeCount += 1
    return node
  }

  /// Unregisters a disposed `node`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of registrations.
  @usableFromInline func remove(_ node: SubjectSubscription) {
    activeCount -= 1
    if depth == 0 {
      let target = Unmanaged.passUnretained(node).toOpaque()
      var index = nodes.count - 1
      while index >= 0 && nodes[index].toOpaque() != target { index -= 1 }
      if index >= 0 {
        if index == nodes.count - 1 { nodes.removeLast() } else { nodes.remove(at: index) }
        release(node)
      }
    } else {
      hasDeferredRemovals = true
    }
    if activeCount == 0, let whenEmptied { whenEmptied() }
  }

  /// Delivers `event` to every registration present when the delivery starts and not disposed
  /// by the time its turn comes.
  ///
  /// - Complexity: O(*n*), where *n* is the number of registrations.
  @inlinable func dispatch<Element>(_ event: Event<Element>) {
    let count = nodes.count
    depth += 1
    var index = 0
    while index < count {
      nodes[index]._withUnsafeGuaranteedRef { node in
        if !node.isDisposed {
          unsafeDowncast(node, to: SubjectObserverNode<Element>.self).deliver(event)
        }
      }
      index += 1
    }
    depth -= 1
    if depth == 0 && hasDeferredRemovals { removeDisposed() }
  }

  /// Ends every registration, for a stop event or the subject's disposal.
  @usableFromInline func disposeAll() {
    for node in nodes {
      node._withUnsafeGuaranteedRef { node in
        node.isDisposed = true
        node.uncount()
      }
    }
    activeCount = 0
    if depth == 0 {
      removeDisposed()
    } else {
      hasDeferredRemovals = true
    }
  }

  /// Drops the registrations disposed during a delivery.
  @usableFromInline func removeDisposed() {
    hasDeferredRemovals = false
    var kept = ContiguousArray<Node>()
    kept.reserveCapacity(activeCount)
    for node in nodes {
      if node._withUnsafeGuaranteedRef({ $0.isDisposed }) {
        release(node.takeUnretainedValue())
      } else {
        kept.append(node)
      }
    }
    nodes = kept
  }

  @usableFromInline func release(_ node: SubjectSubscription) {
    node.list = nil
    Unmanaged.passUnretained(node).release()
  }

  deinit {
    for node in nodes { release(node.takeUnretainedValue()) }
  }
}
