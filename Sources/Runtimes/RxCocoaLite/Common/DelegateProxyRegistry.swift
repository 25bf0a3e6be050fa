/// Holds each installed delegate proxy for as long as its parent object lives (the role of
/// an associated object on iOS, where the parent retains its proxy).
///
/// Entries are keyed by the parent's identity and the delegate type, and keep the parent
/// weakly. Entries whose parent is gone are released whenever the registry is used, so a
/// proxy never outlives its parent by more than the next proxy lookup.
@MainActor
enum DelegateProxyRegistry {
  private struct Key: Hashable {
    let parent: ObjectIdentifier
    let delegateType: ObjectIdentifier
  }

  private struct Entry {
    weak var parent: AnyObject?
    let proxy: AnyObject
  }

  private static var entries: [Key: Entry] = [:]

  /// The proxy assigned to `parent` for `delegateType`, if any.
  static func proxy(for parent: AnyObject, delegateType: Any.Type) -> AnyObject? {
    releaseProxiesOfDeallocatedParents()
    let key = Key(parent: ObjectIdentifier(parent), delegateType: ObjectIdentifier(delegateType))
    guard let entry = entries[key], entry.parent === parent else { return nil }
    return entry.proxy
  }

  /// Assigns `proxy` to `parent` for `delegateType`, for as long as `parent` lives.
  static func assign(_ proxy: AnyObject, to parent: AnyObject, delegateType: Any.Type) {
    let key = Key(parent: ObjectIdentifier(parent), delegateType: ObjectIdentifier(delegateType))
    entries[key] = Entry(parent: parent, proxy: proxy)
  }

  /// The number of proxies held, after releasing those whose parent is gone.
  static var count: Int {
    releaseProxiesOfDeallocatedParents()
    return entries.count
  }

  /// Releases every proxy whose parent has been deallocated.
  ///
  /// - Complexity: O(*n*), where *n* is the number of installed proxies.
  static func releaseProxiesOfDeallocatedParents() {
    guard entries.values.contains(where: { $0.parent == nil }) else { return }
    entries = entries.filter { $0.value.parent != nil }
  }
}
