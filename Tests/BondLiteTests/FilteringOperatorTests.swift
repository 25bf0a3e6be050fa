import BondLite
import Testing

@MainActor
@Suite("distinctUntilChanged, ignoreNils, take(until:)")
struct FilteringOperatorTests {
  @Test("distinctUntilChanged drops consecutive repeats only")
  func distinct() {
    let subject = PassthroughSubject<Int, Never>()
    let (recording, _) = subject.distinctUntilChanged().record()
    for value in [1, 1, 2, 2, 1, 3, 3] { subject.send(value) }
    #expect(recording.elements == [1, 2, 1, 3])
  }

  @Test("distinctUntilChanged with a closure compares by it; removeDuplicates by equality")
  func distinctBy() {
    let subject = PassthroughSubject<String, Never>()
    let (byLength, _) = subject.distinctUntilChanged { $0.count != $1.count }.record()
    let (byEquality, _) = subject.removeDuplicates(by: { $0.lowercased() == $1.lowercased() })
      .record()
    for value in ["a", "b", "cc", "CC", "d"] { subject.send(value) }
    #expect(byLength.elements == ["a", "cc", "d"])
    #expect(byEquality.elements == ["a", "b", "cc", "d"])
  }

  @Test("each observation of distinctUntilChanged keeps its own previous element")
  func distinctPerObservation() {
    let subject = PassthroughSubject<Int, Never>()
    let distinct = subject.distinctUntilChanged()
    let (first, _) = distinct.record()
    subject.send(1)
    let (second, _) = distinct.record()
    subject.send(1)
    #expect(first.elements == [1])
    #expect(second.elements == [1])
  }

  @Test("dropFirst skips the first elements of each observation, not terminal events")
  func dropFirst() {
    let property = Observable(0)
    let (recording, _) = property.dropFirst(1).record()
    property.value = 1
    property.value = 2
    #expect(recording.elements == [1, 2])
    let subject = PassthroughSubject<Int, Never>()
    let (short, _) = subject.dropFirst(3).record()
    subject.send(1)
    subject.send(completion: .finished)
    #expect(short.events == [.completed])
  }

  @Test("ignoreNils unwraps and drops nils; replaceNils substitutes")
  func nils() {
    let subject = PassthroughSubject<String?, Never>()
    let (ignored, _) = subject.ignoreNils().record()
    let (replaced, _) = subject.replaceNils(with: "-").record()
    for value in ["a", nil, "b"] { subject.send(value) }
    #expect(ignored.elements == ["a", "b"])
    #expect(replaced.elements == ["a", "-", "b"])
  }

  @Test("take(until:) completes when the other signal sends anything")
  func takeUntil() {
    let subject = PassthroughSubject<Int, Never>()
    let stop = PassthroughSubject<Void, Never>()
    let (recording, disposable) = subject.take(until: stop).record()
    subject.send(1)
    stop.send()
    subject.send(2)
    #expect(recording.events == [.next(1), .completed])
    #expect(disposable.isDisposed)
  }

  @Test("take(until:) with a bag's deallocation ends with the bag")
  func takeUntilDeallocated() {
    let subject = PassthroughSubject<Int, Never>()
    var bag: DisposeBag? = DisposeBag()
    let (recording, _) = subject.take(until: bag?.deallocated ?? .never()).record()
    subject.send(1)
    bag = nil
    subject.send(2)
    #expect(recording.events == [.next(1), .completed])
  }
}
