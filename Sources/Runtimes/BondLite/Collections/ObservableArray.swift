/// An array that can be observed: each change reaches observers as an
/// ``OrderedCollectionChangeset`` holding the whole array and the change, as in Bond.
///
/// Observing sends the current array first, with an empty patch and diff.
public class ObservableArray<Item>: SignalProtocol {
  public typealias Element = OrderedCollectionChangeset<[Item]>
  public typealias Error = Never

  /// The current array.
  public internal(set) var array: [Item]
  let subject = PassthroughSubject<OrderedCollectionChangeset<[Item]>, Never>()

  /// Creates the observable array holding `array`.
  public init(_ array: [Item] = []) {
    self.array = array
  }

  /// The current array (Bond's name for it in changeset terms).
  public var collection: [Item] { array }

  /// The number of elements.
  public var count: Int { array.count }

  /// Whether the array is empty.
  public var isEmpty: Bool { array.isEmpty }

  /// The element at `index`.
  public subscript(index: Int) -> Item {
    array[index]
  }

  /// Registers `observer`, then sends it the current array.
  public func observe(
    with observer: @escaping Observer<OrderedCollectionChangeset<[Item]>, Never>
  ) -> Disposable {
    let registration = subject.observe(with: observer)
    observer(.next(OrderedCollectionChangeset(collection: array, patch: [], diff: .init())))
    return registration
  }
}
