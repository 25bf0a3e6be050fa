#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension MainScheduler {
  /// Runs `work` as work off the main thread: whatever it schedules on ``instance`` — an
  /// `observe(on: MainScheduler.instance)` after it — is handed to `mainQueue` instead of
  /// running at once.
  ///
  /// RxSwift's main scheduler knows `DispatchQueue.main` and goes through it from any other
  /// thread. The stand-in main queue belongs to the app's loop, so the schedulers that run work
  /// off the main thread (`SerialDispatchQueueScheduler` in RxCocoaLite) call this around each
  /// action, with the loop's main queue; the work is off main even when the loop runs it on
  /// its own thread (virtual threads).
  public static func runOffMain(
    handingOverTo mainQueue: @escaping (_ work: @escaping () -> Void) -> Void,
    _ work: () -> Void
  ) {
    offMain.run(MainQueueHandle(mainQueue), work)
  }

  /// Hands `work` to the main queue when called from work off the main thread; otherwise
  /// returns `false` without running it.
  @usableFromInline static func handOverIfOffMain(_ work: @escaping () -> Void) -> Bool {
    guard let main = offMain.current else { return false }
    let item = ScheduledItem {
      work()
      return Disposables.create()
    }
    main.handOver { runOnMain(item) }
    return true
  }

  /// Runs `item` on the main thread's trampoline: at once, or after the work running there.
  static func runOnMain(_ item: ScheduledItem) {
    if trampoline.runIfIdle({ item.invoke() }) { return }
    trampoline.enqueue(item)
  }

  static let offMain = OffMainSlot()
}

/// The main queue that work off the main thread hands its main-thread work to.
final class MainQueueHandle {
  let handOver: (@escaping () -> Void) -> Void

  init(_ handOver: @escaping (@escaping () -> Void) -> Void) {
    self.handOver = handOver
  }
}

/// A thread-local slot: the main queue of the work off main running on this thread, if any.
struct OffMainSlot: Sendable {
  private let key: pthread_key_t

  init() {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed: \(status)")
    self.key = key
  }

  var current: MainQueueHandle? {
    pthread_getspecific(key).map { Unmanaged<MainQueueHandle>.fromOpaque($0).takeUnretainedValue() }
  }

  func run(_ main: MainQueueHandle, _ work: () -> Void) {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(main).toOpaque())
    defer { pthread_setspecific(key, previous) }
    withExtendedLifetime(main) { work() }
  }
}
