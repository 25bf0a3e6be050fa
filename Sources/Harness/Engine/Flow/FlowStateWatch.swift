
/// Watches the stored state of a variant's own objects during a traced step, so a flow diagram
/// can show where state changed even when the code that changed it crossed no hook (a view
/// model's `count` set by a plain method call).
///
/// The objects are found by reflection from the screen's root view controller, following
/// stored references a few levels deep and keeping the objects of variant modules (module name
/// ending in `Variant`). An object's state is its stored properties that hold values, not
/// references, as text; a change is reported as `name = new value`.
///
/// Like the recorder it serves, it is used on the one thread that runs the traced step.
final class FlowStateWatch {
  private struct Watched {
    let name: String
    let object: AnyObject
    var state: [String: String]
  }

  private var watched: [Watched]
  /// Whether a change reads `name: old → new` (`play --trace`) rather than `name = new`.
  var showsPreviousValue = false

  /// Starts watching the objects reachable from `root` for which `isOwn` holds.
  init(root: AnyObject?, isOwn: @escaping (AnyObject) -> Bool = FlowStateWatch.isVariantObject) {
    var found: [AnyObject] = []
    var pending = root.map { [($0, 0)] } ?? []
    while let (object, depth) = pending.popLast() {
      guard !found.contains(where: { $0 === object }) else { continue }
      if isOwn(object) { found.append(object) }
      guard depth < 4 else { continue }
      for child in Self.storedChildren(of: object) {
        if let reference = Self.reference(in: child.value) {
          pending.append((reference, depth + 1))
        }
      }
    }
    watched = found.map {
      Watched(name: String(describing: type(of: $0)), object: $0, state: Self.state(of: $0))
    }
  }

  /// The objects whose state changed since the last call, each with what changed.
  func changes() -> [(layer: String, label: String)] {
    var changes: [(layer: String, label: String)] = []
    for index in watched.indices {
      let now = Self.state(of: watched[index].object)
      let before = watched[index].state
      let changed = now.keys.sorted().compactMap { key -> String? in
        guard let old = before[key], let new = now[key], old != new else { return nil }
        return showsPreviousValue ? "\(key): \(old) → \(new)" : "\(key) = \(new)"
      }
      watched[index].state = now
      if !changed.isEmpty {
        changes.append((watched[index].name, changed.joined(separator: ", ")))
      }
    }
    return changes
  }

  // MARK: - Reflection

  /// Whether `object`'s type is declared in a variant module.
  static func isVariantObject(_ object: AnyObject) -> Bool {
    let name = String(reflecting: type(of: object))
    return name.prefix { $0 != "." }.hasSuffix("Variant")
  }

  /// The stored properties of `object`, its superclasses' included.
  private static func storedChildren(of object: AnyObject) -> [Mirror.Child] {
    var children: [Mirror.Child] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      children += current.children
      mirror = current.superclassMirror
    }
    return children
  }

  /// The object `value` refers to, looking through optionals; nil for a value.
  private static func reference(in value: Any) -> AnyObject? {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.flatMap { reference(in: $0.value) }
    }
    return mirror.displayStyle == .class ? value as AnyObject : nil
  }

  /// The value-holding stored properties of `object`, as text, by name.
  private static func state(of object: AnyObject) -> [String: String] {
    var state: [String: String] = [:]
    for child in storedChildren(of: object) {
      guard let label = child.label, reference(in: child.value) == nil else { continue }
      state[label.hasPrefix("_") ? String(label.dropFirst()) : label] = String(
        describing: child.value)
    }
    return state
  }
}
