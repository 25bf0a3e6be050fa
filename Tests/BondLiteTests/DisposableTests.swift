import BondLite
import Testing

@MainActor
@Suite("Disposables and DisposeBag")
struct DisposableTests {
  @Test("a bag disposes its contents when deallocated")
  func bagDeinit() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    if let bag { subject.observeNext { received.append($0) }.dispose(in: bag) }
    subject.send(1)
    bag = nil
    subject.send(2)
    #expect(received == [1])
  }

  @Test("dispose() empties the bag, which can be used again; += adds")
  func bagDispose() {
    let bag = DisposeBag()
    let first = SimpleDisposable()
    let second = SimpleDisposable()
    bag += first
    bag += [second]
    #expect(!bag.isDisposed)
    bag.dispose()
    #expect(first.isDisposed && second.isDisposed)
    #expect(bag.isDisposed)
    let third = SimpleDisposable()
    bag.add(disposable: third)
    bag.dispose()
    #expect(third.isDisposed)
  }

  @Test("a bag's deallocated signal completes when it goes away, even for late observers")
  func deallocated() {
    var bag: DisposeBag? = DisposeBag()
    let (recording, _) = (bag?.deallocated ?? .never()).record()
    let signal = bag?.deallocated
    bag = nil
    #expect(recording.events.count == 1 && recording.isCompleted)
    #expect(signal?.record().0.isCompleted == true)
  }

  @Test("block, composite, serial and deinit disposables")
  func disposableKinds() {
    var calls = 0
    let block = BlockDisposable { calls += 1 }
    block.dispose()
    block.dispose()
    #expect(calls == 1 && block.isDisposed)

    let inner = SimpleDisposable()
    let composite = CompositeDisposable([inner])
    composite.dispose()
    #expect(inner.isDisposed && composite.isDisposed)
    let late = SimpleDisposable()
    composite += late
    #expect(late.isDisposed)

    let serial = SerialDisposable(otherDisposable: nil)
    let replaced = SimpleDisposable()
    serial.otherDisposable = replaced
    serial.otherDisposable = SimpleDisposable()
    #expect(!replaced.isDisposed)
    serial.dispose()
    let afterDispose = SimpleDisposable()
    serial.otherDisposable = afterDispose
    #expect(afterDispose.isDisposed)

    let wrapped = SimpleDisposable()
    var owner: DeinitDisposable? = DeinitDisposable(disposable: wrapped)
    #expect(owner?.isDisposed == false)
    owner = nil
    #expect(wrapped.isDisposed)
    #expect(!NonDisposable.instance.isDisposed)
  }
}
