import CAllocationCounting

/// Heap allocations, and their bytes, made on the calling thread: a cost that does not depend
/// on the machine's load, so a rise in it is a real regression even on a noisy machine.
///
/// Counted in-process by the package's own `malloc` (see `CAllocationCounting`), which
/// forwards every call to the C library's allocator: everything the style's code, its runtime,
/// the stand-ins and the Swift runtime allocate on the thread, including the harness's own
/// handling of the step (the same for every style). Work on other threads (live threads) is
/// not counted. Under a sanitizer nothing is counted (``isAvailable`` is false).
public struct AllocationTally: Sendable, Equatable {
  public var count: Int
  public var bytes: Int

  public init(count: Int, bytes: Int) {
    self.count = count
    self.bytes = bytes
  }

  /// Whether this binary counts allocations.
  public static var isAvailable: Bool { allocation_counting_is_available() != 0 }

  /// What the calling thread has allocated so far (counting starts on its first call).
  public static func current() -> AllocationTally {
    allocation_counting_begin()
    let tally = allocation_counting_read()
    return AllocationTally(count: Int(tally.count), bytes: Int(tally.bytes))
  }

  public static func - (after: AllocationTally, before: AllocationTally) -> AllocationTally {
    AllocationTally(count: after.count - before.count, bytes: after.bytes - before.bytes)
  }
}
