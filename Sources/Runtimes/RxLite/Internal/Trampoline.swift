#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A per-thread work queue: the first scheduling on a thread runs at once and then drains the
/// work scheduled meanwhile; nested scheduling on the same thread is queued instead of nesting.
///
/// This is what keeps `CurrentThreadScheduler` (and nested `MainScheduler` work) from growing
/// the stack with every recursive step.
@usableFromInline struct Trampoline: Sendable {
  private let key: pthread_key_t

  /// Creates a trampoline with its own thread-local slot.
  init() {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed: \(status)")
    self.key = key
  }

  /// Whether no trampoline is running on the current thread.
  @usableFromInline var isIdle: Bool {
    pthread_getspecific(key) == nil
  }

  /// Runs `body` at once if no trampoline is running on this thread, then drains the queued
  /// work; otherwise returns `nil` without running `body`.
  func runIfIdle(_ body: () -> Disposable) -> Disposable? {
    guard isIdle else { return nil }
    let queue = TrampolineQueue()
    pthread_setspecific(key, Unmanaged.passUnretained(queue).toOpaque())
    defer { pthread_setspecific(key, nil) }
    let disposable = withExtendedLifetime(queue) { body() }
    queue.drain()
    return disposable
  }

  /// Runs `body` at once if no trampoline is running on this thread, then drains the queued
  /// work, and returns `true`; otherwise returns `false` without running `body`.
  @usableFromInline func runIfIdle(_ body: () -> Void) -> Bool {
    runIfIdle {
      body()
      return Disposables.create()
    } != nil
  }

  /// Queues `item` on the running trampoline of this thread; the caller checked it is running.
  func enqueue(_ item: ScheduledItem) {
    guard let raw = pthread_getspecific(key) else {
      preconditionFailure("no trampoline is running on this thread")
    }
    Unmanaged<TrampolineQueue>.fromOpaque(raw).takeUnretainedValue().items.append(item)
  }
}

/// The work queued on one thread's running trampoline.
final class TrampolineQueue {
  var items: [ScheduledItem] = []

  /// Runs queued items in order, including items queued while draining.
  func drain() {
    var index = 0
    while index < items.count {
      let item = items[index]
      index += 1
      item.invoke()
    }
    items.removeAll()
  }
}

/// A unit of scheduled work that can be cancelled before it runs.
final class ScheduledItem: Cancelable {
  private var action: (() -> Disposable)?
  private let disposable = SingleAssignmentDisposable()

  init(_ action: @escaping () -> Disposable) {
    self.action = action
  }

  var isDisposed: Bool { disposable.isDisposed }

  /// Runs the action unless the item was disposed.
  func invoke() {
    guard !disposable.isDisposed, let action else { return }
    self.action = nil
    disposable.setDisposable(action())
  }

  func dispose() {
    action = nil
    disposable.dispose()
  }
}
