import Foundation
import MainLoop

/// How a replay spaces its fixes in (virtual) time.
public enum ReplayTiming: Sendable, Equatable {
  /// As recorded: each fix at its timestamp's offset from the first timed fix (a timestamp
  /// earlier than the one before it counts as no delay); an untimed fix, and the first timed
  /// fix after untimed ones, one second after the fix before it (the first fix at once).
  case timestamps
  /// One fix every `interval`, the first at once.
  case interval(Duration)
}

extension SimulatedLocationDevice {
  /// Replays `fixes` (e.g. a GPX track) through ``deliver(_:)`` on `loop`, in batches.
  ///
  /// Each batch is delivered when its last fix is due (the first fix is due at once, on the
  /// loop's next turn), so a batch of 5 at one fix per second arrives every 5 seconds. Nothing
  /// is delivered synchronously. The loop keeps the replay running until it finishes or is
  /// cancelled; the returned handle need not be kept.
  ///
  /// - Parameters:
  ///   - timing: ``ReplayTiming/timestamps`` or a fixed ``ReplayTiming/interval(_:)``.
  ///   - batchSize: fixes per delivery (values below 1 count as 1); the last batch may be
  ///     smaller.
  ///   - untimed: the indices of `fixes` that had no time of their own (a GPX point without
  ///     `<time>`); each is delivered with the timestamp `stamp` gives for the loop's time at
  ///     delivery, as a receiver stamps a fix when it gets it.
  ///   - stamp: the clock that stamps untimed fixes; without one they keep their timestamps.
  @discardableResult
  public func replay(
    _ fixes: [Location], on loop: MainLoop, timing: ReplayTiming, batchSize: Int = 1,
    untimed: IndexSet = [], stamp: (@MainActor (Duration) -> Date)? = nil
  ) -> ScheduledReplay {
    let replay = ScheduledReplay(
      fixes: fixes, device: self, loop: loop, timing: timing, batchSize: max(1, batchSize),
      untimed: stamp == nil ? [] : untimed, stamp: stamp)
    replay.scheduleNextBatch()
    return replay
  }
}

/// A replay in progress: how far it got, and a way to stop it.
@MainActor
public final class ScheduledReplay {
  /// Number of fixes the replay delivers in all.
  public let fixCount: Int
  /// When the last batch is due, measured from the start of the replay.
  public let duration: Duration
  /// Fixes handed to the device so far.
  public private(set) var deliveredCount = 0
  public private(set) var isCancelled = false

  private let fixes: [Location]
  private let untimed: IndexSet
  private let stamp: (@MainActor (Duration) -> Date)?
  /// Each batch's end index (exclusive) into `fixes` and its offset from the start.
  private let batches: [(end: Int, offset: Duration)]
  private let start: Duration
  private weak var device: SimulatedLocationDevice?
  private weak var loop: MainLoop?
  private var nextBatch = 0
  private var pending: ScheduledWork?

  init(
    fixes: [Location], device: SimulatedLocationDevice, loop: MainLoop, timing: ReplayTiming,
    batchSize: Int, untimed: IndexSet = [], stamp: (@MainActor (Duration) -> Date)? = nil
  ) {
    let offsets = Self.offsets(of: fixes, timing: timing, untimed: untimed)
    self.fixes = fixes
    self.untimed = untimed
    self.stamp = stamp
    self.fixCount = fixes.count
    self.batches = stride(from: 0, to: fixes.count, by: batchSize).map { first in
      let end = min(first + batchSize, fixes.count)
      return (end, offsets[end - 1])
    }
    self.duration = batches.last?.offset ?? .zero
    self.start = loop.now
    self.device = device
    self.loop = loop
  }

  /// Whether every fix has been delivered.
  public var isFinished: Bool { deliveredCount == fixCount }

  /// Stops the replay: no further batch is delivered. Harmless after it finished.
  public func cancel() {
    isCancelled = true
    pending?.cancel()
    pending = nil
  }

  // MARK: - Scheduling

  func scheduleNextBatch() {
    guard !isCancelled, nextBatch < batches.count, let loop else { return }
    let delay = start + batches[nextBatch].offset - loop.now
    pending = loop.schedulePlatformWork(after: delay) { [self] in deliverNextBatch() }
  }

  private func deliverNextBatch() {
    pending = nil
    guard !isCancelled, nextBatch < batches.count else { return }
    let end = batches[nextBatch].end
    var batch = Array(fixes[deliveredCount..<end])
    if let stamp, let loop {
      for index in untimed[untimed.indexRange(in: deliveredCount..<end)] {
        batch[index - deliveredCount].timestamp = stamp(loop.now)
      }
    }
    nextBatch += 1
    deliveredCount = end
    device?.deliver(batch)
    scheduleNextBatch()
  }

  private static func offsets(of fixes: [Location], timing: ReplayTiming, untimed: IndexSet)
    -> [Duration]
  {
    switch timing {
    case .interval(let interval):
      return fixes.indices.map { interval * $0 }
    case .timestamps:
      var firstTimed: (timestamp: Date, offset: Duration)?
      var latest: Duration?
      return fixes.indices.map { index in
        let offset: Duration
        if untimed.contains(index) {
          offset = latest.map { $0 + .seconds(1) } ?? .zero
        } else if let first = firstTimed {
          let microseconds =
            (fixes[index].timestamp.timeIntervalSince(first.timestamp) * 1e6).rounded()
          let clamped = microseconds.isFinite ? min(max(microseconds, 0), 9e15) : 0
          offset = max(latest ?? .zero, first.offset + .microseconds(Int64(clamped)))
        } else {
          offset = latest.map { $0 + .seconds(1) } ?? .zero
          firstTimed = (fixes[index].timestamp, offset)
        }
        latest = offset
        return offset
      }
    }
  }
}
