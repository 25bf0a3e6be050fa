import Foundation

/// A scheduler whose clock only moves when it runs the work it has queued.
///
/// Work runs in order of due time, and work due at the same time in the order it was
/// scheduled. Subclasses adjust due times by overriding `adjustScheduledTime(_:)`.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
  /// The virtual clock's unit.
  public typealias VirtualTime = Converter.VirtualTimeUnit
  /// The unit of virtual intervals.
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  private let converter: Converter
  private var queue: PriorityQueue<VirtualSchedulerItem<VirtualTime>>
  private var currentClock: VirtualTime
  private var isRunning = false
  private var nextId = 0

  /// Creates a scheduler whose clock starts at `initialClock`.
  public init(initialClock: VirtualTime, converter: Converter) {
    self.converter = converter
    currentClock = initialClock
    queue = PriorityQueue { lhs, rhs in
      switch converter.compareVirtualTime(lhs.time, rhs.time) {
      case .lessThan: return true
      case .equal: return lhs.id < rhs.id
      case .greaterThan: return false
      }
    }
  }

  /// The current time of the virtual clock, as a date.
  public var now: RxTime {
    converter.convertFromVirtualTime(clock)
  }

  /// The current time of the virtual clock.
  public var clock: VirtualTime {
    currentClock
  }

  /// Schedules `action` for now (as adjusted by `adjustScheduledTime(_:)`).
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleRelative(state, dueTime: .microseconds(0), action: action)
  }

  /// Schedules `action` for `dueTime` after now (as adjusted by `adjustScheduledTime(_:)`).
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let time = converter.convertToVirtualTime(now.adding(dueTime))
    return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(time), action: action)
  }

  /// Schedules `action` for `dueTime` virtual units after now, without adjustment.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType, dueTime: VirtualTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let time = converter.offsetVirtualTime(clock, offset: dueTime)
    return scheduleAbsoluteVirtual(state, time: time, action: action)
  }

  /// Schedules `action` for the absolute virtual `time`, without adjustment.
  ///
  /// - Complexity: O(log *n*), where *n* is the number of queued items.
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType, time: VirtualTime, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let item = VirtualSchedulerItem(time: time, id: nextId) { action(state) }
    nextId += 1
    queue.enqueue(item)
    return item
  }

  /// Adjusts the due time of work scheduled through `schedule` and `scheduleRelative`.
  open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    time
  }

  /// Runs queued work, advancing the clock, until the queue is empty or `stop()` is called.
  public func start() {
    guard !isRunning else { return }
    isRunning = true
    repeat {
      guard let next = findNext() else { break }
      if converter.compareVirtualTime(next.time, clock) == .greaterThan {
        currentClock = next.time
      }
      next.invoke()
      queue.remove(next)
    } while isRunning
    isRunning = false
  }

  /// Runs the work due up to `virtualTime`, then sets the clock to `virtualTime`.
  public func advanceTo(_ virtualTime: VirtualTime) {
    precondition(!isRunning, "Scheduler is already running")
    isRunning = true
    repeat {
      guard let next = findNext() else { break }
      if converter.compareVirtualTime(next.time, virtualTime) == .greaterThan { break }
      if converter.compareVirtualTime(next.time, clock) == .greaterThan {
        currentClock = next.time
      }
      next.invoke()
      queue.remove(next)
    } while isRunning
    currentClock = virtualTime
    isRunning = false
  }

  /// Moves the clock forward by `virtualInterval` without running any work.
  public func sleep(_ virtualInterval: VirtualTimeInterval) {
    let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
    precondition(
      converter.compareVirtualTime(sleepTo, clock) != .lessThan, "Can't sleep to past.")
    currentClock = sleepTo
  }

  /// Stops `start()` after the work item that is running.
  public func stop() {
    isRunning = false
  }

  private func findNext() -> VirtualSchedulerItem<VirtualTime>? {
    while let front = queue.peek() {
      guard front.isDisposed else { return front }
      queue.remove(front)
    }
    return nil
  }
}

// MARK: - Description

extension VirtualTimeScheduler: CustomDebugStringConvertible {
  /// The due times of the queued work.
  public var debugDescription: String {
    queue.debugDescription
  }
}

/// A unit of work queued on a virtual time scheduler.
final class VirtualSchedulerItem<Time>: Cancelable, CustomDebugStringConvertible {
  let time: Time
  let id: Int
  private var action: (() -> Disposable)?
  private let disposable = SingleAssignmentDisposable()

  init(time: Time, id: Int, action: @escaping () -> Disposable) {
    self.time = time
    self.id = id
    self.action = action
  }

  var isDisposed: Bool { disposable.isDisposed }

  var debugDescription: String { "\(time)" }

  func invoke() {
    guard let action = action.take() else { return }
    disposable.setDisposable(action())
  }

  func dispose() {
    action = nil
    disposable.dispose()
  }
}
