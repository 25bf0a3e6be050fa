import MainLoop

/// How a replay spaces its fixes in (virtual) time.
public enum ReplayTiming: Sendable, Equatable {
  /// As recorded: each fix at its timestamp's offset from the first fix (a timestamp earlier
  /// than the one before it counts as no delay).
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
  @discardableResult
  public func replay(
    _ fixes: [Location], on loop: MainLoop, timing: ReplayTiming, batchSize: Int = 1
  ) -> ScheduledReplay {
    let replay = ScheduledReplay(
      fixes: fixes, device: self, loop: loop, timing: timing, batchSize: max(1, batchSize))
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
  /// Each batch's end index (exclusive) into `fixes` and its offset from the start.
  private let batches: [(end: Int, offset: Duration)]
  private let start: Duration
  private weak var device: SimulatedLocationDevice?
  private weak var loop: MainLoop?
  private var nextBatch = 0
  private var pending: ScheduledWork?

  init(
    fixes: [Location], device: SimulatedLocationDevice, loop: MainLoop, timing: ReplayTiming,
    batchSize: Int
  ) {
    let offsets = Self.offsets(of: fixes, timing: timing)
    self.fixes = fixes
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
    let batch = Array(fixes[deliveredCount..<end])
    nextBatch += 1
    deliveredCount = end
    device?.deliver(batch)
    scheduleNextBatch()
  }

  private static func offsets(of fixes: [Location], timing: ReplayTiming) -> [Duration] {
    switch timing {
    case .interval(let interval):
      return fixes.indices.map { interval * $0 }
    case .timestamps:
      guard let first = fixes.first?.timestamp else { return [] }
      var latest = Duration.zero
      return fixes.map { fix in
        let microseconds = (fix.timestamp.timeIntervalSince(first) * 1e6).rounded()
        let clamped = microseconds.isFinite ? min(max(microseconds, 0), 9e15) : 0
        latest = max(latest, .microseconds(Int64(clamped)))
        return latest
      }
    }
  }
}
