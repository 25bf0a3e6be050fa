// MARK: - RxLiteTest
//
// RxTest's public names and semantics for RxLite; see RxLiteTest.docc. Like RxLite it is serial:
// a test scheduler and everything attached to it are used from one thread at a time.

/// Virtual time, in ticks of a `TestScheduler`.
public typealias TestTime = Int
