/// One step of a change to an ordered collection, as in Bond: a patch is a list of these,
/// applied in order.
public enum OrderedCollectionOperation<Element, Index> {
  /// `element` was inserted at `at`.
  case insert(Element, at: Index)
  /// The element at `at` was removed.
  case delete(at: Index)
  /// The element at `at` was replaced by `newElement`.
  case update(at: Index, newElement: Element)
  /// The element at `from` was moved to `to`.
  case move(from: Index, to: Index)
}

extension OrderedCollectionOperation: Equatable where Element: Equatable, Index: Equatable {}

extension OrderedCollectionOperation: CustomDebugStringConvertible {
  public var debugDescription: String {
    switch self {
    case .insert(let element, let index): return "I(\(element), at: \(index))"
    case .delete(let index): return "D(at: \(index))"
    case .update(let index, let element): return "U(at: \(index), with: \(element))"
    case .move(let from, let to): return "M(from: \(from), to: \(to))"
    }
  }
}
