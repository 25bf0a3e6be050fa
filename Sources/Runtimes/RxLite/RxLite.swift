import Dispatch
import Foundation

// MARK: - RxLite
//
// RxSwift 6's public names and semantics for the subset the workbench uses. RxLite is serial:
// a chain, and the runtime as a whole, is used from one thread at a time (the main actor here);
// see RxLite.docc for the threading, performance and time models.

/// Type that represents a time interval in the context of RxLite.
public typealias RxTimeInterval = DispatchTimeInterval

/// Type that represents an absolute time in the context of RxLite.
public typealias RxTime = Date

/// Integer types usable as elements of `timer` and `interval`.
public typealias RxAbstractInteger = FixedWidthInteger
