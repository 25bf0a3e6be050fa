/// A scheduler that runs its actions one at a time, in the order scheduled, on a queue off the
/// main thread: what RxSwift's `SerialDispatchQueueScheduler` is.
///
/// `observe(on:)` schedules each event on it as an action of its own (RxSwift's
/// `ObserveOnSerialDispatchQueue`), so that the queue never reads what the sending thread
/// writes. An action should run its work inside ``MainScheduler/runOffMain(handingOverTo:_:)``,
/// so that what it schedules on the main scheduler comes back through the main queue.
public protocol SerialQueueSchedulerType: ImmediateSchedulerType {}
