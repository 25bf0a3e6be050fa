/// An object with a `dataSource` property, which lets a ``DelegateProxyType`` read and set its
/// data source without writing ``DelegateProxyType/currentDelegate(for:)`` and
/// ``DelegateProxyType/setCurrentDelegate(_:to:)`` itself.
@MainActor
public protocol HasDataSource: AnyObject {
  /// The data source's type (usually a protocol).
  associatedtype DataSource

  /// The object's data source.
  var dataSource: DataSource? { get set }
}

// MARK: - Default implementations

extension DelegateProxyType where ParentObject: HasDataSource, Delegate == ParentObject.DataSource {
  /// Returns `object.dataSource`.
  public static func currentDelegate(for object: ParentObject) -> Delegate? {
    object.dataSource
  }

  /// Sets `object.dataSource`.
  public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
    object.dataSource = delegate
  }
}
