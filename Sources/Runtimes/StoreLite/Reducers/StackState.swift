/// A navigation stack as state: its elements in order, each with an id that stays its own
/// while it is on the stack.
///
/// The ids count up from 0 per stack, so tests can name them (`$0.path[id: 1]`).
public struct StackState<Element>: RandomAccessCollection {
  public private(set) var ids: [StackElementID] = []
  private var elements: [StackElementID: Element] = [:]
  private var nextID = 0

  /// An empty stack.
  public init() {}

  public var startIndex: Int { ids.startIndex }
  public var endIndex: Int { ids.endIndex }

  public subscript(position: Int) -> Element {
    guard let element = elements[ids[position]] else {
      preconditionFailure("every id of a stack has its element")
    }
    return element
  }

  /// The element `id`, while it is on the stack; setting nil pops it and what is above it.
  public subscript(id id: StackElementID) -> Element? {
    get { elements[id] }
    set {
      guard ids.contains(id) else { return }
      if let newValue {
        elements[id] = newValue
      } else {
        pop(from: id)
      }
    }
  }

  /// Pushes `element` with a new id.
  public mutating func append(_ element: Element) {
    let id = StackElementID(rawValue: nextID)
    nextID += 1
    ids.append(id)
    elements[id] = element
  }

  /// Pops the element `id` and everything above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    for popped in ids[index...] { elements[popped] = nil }
    ids.removeSubrange(index...)
  }

  /// Pops the elements above `id`.
  public mutating func pop(to id: StackElementID) {
    guard let index = ids.firstIndex(of: id) else { return }
    for popped in ids[(index + 1)...] { elements[popped] = nil }
    ids.removeSubrange((index + 1)...)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Equal when they hold the same elements under the same ids.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.elements == rhs.elements
  }
}

extension StackState: Sendable where Element: Sendable {}

/// The id of one element of a ``StackState``.
public struct StackElementID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  let rawValue: Int

  init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public init(integerLiteral value: Int) {
    rawValue = value
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "#\(rawValue)" }
}

/// What happens to a navigation stack: an element's own action, or the user going back.
public enum StackAction<State, Action> {
  /// The element `id` sent `action`.
  case element(id: StackElementID, action: Action)
  /// The user went back from the element `id` (the back button, a swipe).
  case popFrom(id: StackElementID)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: CasePathable {
  public struct AllCasePaths {
    /// The action of the element `id`: `\.path[id: id]`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(embed: { .element(id: id, action: $0) }) {
        guard case .element(id, let action) = $0 else { return nil }
        return action
      }
    }

    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(embed: { .popFrom(id: $0) }) {
        guard case .popFrom(let id) = $0 else { return nil }
        return id
      }
    }
  }

  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Case {
  /// The action of the stack element `id`: `\.path[id: id].history`.
  public subscript<ElementState, ElementAction>(id id: StackElementID) -> Case<ElementAction>
  where Value == StackAction<ElementState, ElementAction> {
    appending(Value.allCasePaths[id: id])
  }
}

extension StackState: ObservableIdentity where Element: ObservableState {
  /// The same screens, under the same ids, each changed in place at most.
  public func hasSameIdentity(as other: StackState) -> Bool {
    ids == other.ids && ids.allSatisfy { elements[$0]?._$id == other.elements[$0]?._$id }
  }
}
