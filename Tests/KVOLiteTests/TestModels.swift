import KVOLite

/// A model with observable properties and some that are not.
final class Counter: KVOObject {
  @Dynamic var count = 0
  @Dynamic var title: String? = nil
  var plain = 0
  var doubled: Int { count * 2 }
}

/// A base model whose observable property subclasses inherit.
class Named: KVOObject {
  @Dynamic var name = ""
}

/// A subclass adding an observable property of its own.
final class Person: Named {
  @Dynamic var age = 0
}

/// A model holding another observable model.
final class Holder: KVOObject {
  @Dynamic var counter = Counter()
  let fixed = Counter()
}

/// One string-keyed notification as an observer received it.
struct ReceivedNotification {
  let keyPath: String?
  let object: AnyObject?
  let change: [NSKeyValueChangeKey: Any]
  let context: UnsafeMutableRawPointer?

  var kind: UInt? { change[.kindKey] as? UInt }
  var isPrior: Bool { change[.notificationIsPriorKey] as? Bool ?? false }
}

/// A string-keyed observer, overriding `observeValue` as an `NSObject` subclass does.
final class RecordingObserver: KVOObject {
  var received: [ReceivedNotification] = []
  var onNotification: (() -> Void)?

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    received.append(
      ReceivedNotification(
        keyPath: keyPath, object: object as AnyObject?, change: change ?? [:], context: context))
    onNotification?()
  }
}

/// A string-keyed observer that is not a `KVOObject`, adopting the protocol instead.
final class ProtocolObserver: NSKeyValueObserving {
  var values: [Int] = []

  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    if let value = change?[.newKey] as? Int { values.append(value) }
  }
}

/// A model with a settable computed property forwarding to an observable one.
final class Aliased: KVOObject {
  @Dynamic var count = 0
  var alias: Int {
    get { count }
    set { count = newValue }
  }
}
