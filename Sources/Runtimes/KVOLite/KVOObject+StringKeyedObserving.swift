// MARK: - String-keyed observation

extension KVOObject {
  /// Registers `observer` to receive
  /// ``NSKeyValueObserving/observeValue(forKeyPath:of:change:context:)`` for each change of
  /// the ``Dynamic`` property named `keyPath`, until ``removeObserver(_:forKeyPath:)``.
  ///
  /// The observer is not retained. An unknown key path stops the program, as Foundation
  /// does; use ``checkedAddObserver(_:forKeyPath:options:context:)`` to get the error instead.
  public func addObserver<Observer: NSKeyValueObserving>(
    _ observer: Observer, forKeyPath keyPath: String,
    options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
  ) {
    do {
      try checkedAddObserver(observer, forKeyPath: keyPath, options: options, context: context)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// ``addObserver(_:forKeyPath:options:context:)``, throwing
  /// ``KVOError/unknownKeyPath(keyPath:type:)`` when `keyPath` names no ``Dynamic`` property.
  public func checkedAddObserver<Observer: NSKeyValueObserving>(
    _ observer: Observer, forKeyPath keyPath: String,
    options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
  ) throws(KVOError) {
    guard let box = dynamicPropertyTable()[keyPath] else {
      throw KVOError.unknownKeyPath(keyPath: keyPath, type: typeName)
    }
    box.addClassicObserver(observer, options: options, context: context, owner: self) {
      [weak observer] owner, change in
      observer?.observeValue(forKeyPath: keyPath, of: owner, change: change, context: context)
    }
  }

  /// Ends the most recent registration of `observer` for `keyPath`, whatever its context.
  ///
  /// Removing an observer that is not registered stops the program, as Foundation raises;
  /// use ``checkedRemoveObserver(_:forKeyPath:)`` to get the error instead.
  public func removeObserver<Observer: NSKeyValueObserving>(
    _ observer: Observer, forKeyPath keyPath: String
  ) {
    do {
      try checkedRemoveObserver(observer, forKeyPath: keyPath)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// Ends the most recent registration of `observer` for `keyPath` made with `context`.
  ///
  /// Removing an observer that is not registered with that context stops the program; use
  /// ``checkedRemoveObserver(_:forKeyPath:context:)`` to get the error instead.
  public func removeObserver<Observer: NSKeyValueObserving>(
    _ observer: Observer, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) {
    do {
      try checkedRemoveObserver(observer, forKeyPath: keyPath, context: context)
    } catch {
      preconditionFailure(error.description)
    }
  }

  /// ``removeObserver(_:forKeyPath:)``, throwing
  /// ``KVOError/observerNotRegistered(observer:keyPath:type:)`` instead of stopping.
  public func checkedRemoveObserver<Observer: NSKeyValueObserving>(
    _ observer: Observer, forKeyPath keyPath: String
  ) throws(KVOError) {
    try removeRegistration(of: observer, forKeyPath: keyPath, context: nil, matchingContext: false)
  }

  /// ``removeObserver(_:forKeyPath:context:)``, throwing
  /// ``KVOError/observerNotRegistered(observer:keyPath:type:)`` instead of stopping.
  public func checkedRemoveObserver<Observer: NSKeyValueObserving>(
    _ observer: Observer, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?
  ) throws(KVOError) {
    try removeRegistration(
      of: observer, forKeyPath: keyPath, context: context, matchingContext: true)
  }

  private func removeRegistration(
    of observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?,
    matchingContext: Bool
  ) throws(KVOError) {
    let removed = dynamicPropertyTable()[keyPath]?.removeClassicObserver(
      observer, context: context, matchingContext: matchingContext)
    guard removed == true else {
      throw KVOError.observerNotRegistered(
        observer: String(describing: type(of: observer)), keyPath: keyPath, type: typeName)
    }
  }
}
