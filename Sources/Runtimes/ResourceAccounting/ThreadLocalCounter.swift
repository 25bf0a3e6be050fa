#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A count kept separately for each thread: what the runtimes use to count live subscriptions.
///
/// The runtimes are serial — one thread (the app's main thread) drives an app — so counting
/// per thread gives the app's count exactly, and work on other threads (other tests running
/// at the same time, objects released elsewhere) never disturbs it. Reading and writing cost
/// one `pthread_getspecific`, with no lock.
public final class ThreadLocalCounter: @unchecked Sendable {
  // Safe: `key` is written once in `init`; each slot is only touched by its own thread.
  private var key = pthread_key_t()

  public init() {
    pthread_key_create(&key) { slot in slot?.deallocate() }
  }

  /// The calling thread's count.
  public var value: Int {
    slot.pointee
  }

  /// Adds `delta` to the calling thread's count.
  @inline(__always)
  public func add(_ delta: Int) {
    slot.pointee &+= delta
  }

  private var slot: UnsafeMutablePointer<Int> {
    if let raw = pthread_getspecific(key) { return raw.assumingMemoryBound(to: Int.self) }
    let created = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    created.initialize(to: 0)
    pthread_setspecific(key, created)
    return created
  }
}
