/// A subject that passes each event on to the observers registered at the time.
public final class PassthroughSubject<Element, Error: Swift.Error>: Subject<Element, Error> {}

/// A ``PassthroughSubject`` that cannot fail.
public typealias SafePassthroughSubject<Element> = PassthroughSubject<Element, Never>

/// ReactiveKit's earlier name for ``PassthroughSubject``.
public typealias PublishSubject<Element, Error: Swift.Error> = PassthroughSubject<Element, Error>

/// ReactiveKit's earlier name for ``SafePassthroughSubject``.
public typealias SafePublishSubject<Element> = PassthroughSubject<Element, Never>
