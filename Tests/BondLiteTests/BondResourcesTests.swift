import BondLite
import MainLoop
import UIKitLite
import XCTest

/// Live-subscription accounting. XCTest runs these one at a time, so no other test observes
/// while a count is being compared.
final class BondResourcesTests: XCTestCase {
  func testSubjectObservationCountsUntilDisposed() {
    let start = BondResources.liveSubscriptions
    let subject = PassthroughSubject<Int, Never>()
    let first = subject.map { $0 + 1 }.filter { $0 > 0 }.observeNext { _ in }
    let second = subject.observeNext { _ in }
    XCTAssertEqual(BondResources.liveSubscriptions, start + 2)
    first.dispose()
    first.dispose()
    XCTAssertEqual(BondResources.liveSubscriptions, start + 1)
    second.dispose()
    XCTAssertEqual(BondResources.liveSubscriptions, start)
  }

  func testTerminalEventEndsObservations() {
    let start = BondResources.liveSubscriptions
    let subject = PassthroughSubject<Int, Never>()
    let observation = subject.observeNext { _ in }
    subject.send(completion: .finished)
    XCTAssertEqual(BondResources.liveSubscriptions, start)
    observation.dispose()
    XCTAssertEqual(BondResources.liveSubscriptions, start)
    _ = subject.observeNext { _ in }
    XCTAssertEqual(BondResources.liveSubscriptions, start)
  }

  func testDeallocatedSourcesEndTheirObservations() {
    let start = BondResources.liveSubscriptions
    var subject: PassthroughSubject<Int, Never>? = PassthroughSubject()
    var property: Observable<Int>? = Observable(0)
    let observations = [subject?.observeNext { _ in }, property?.observeNext { _ in }]
    XCTAssertEqual(BondResources.liveSubscriptions, start + 2)
    subject = nil
    property = nil
    XCTAssertEqual(BondResources.liveSubscriptions, start)
    for observation in observations { observation?.dispose() }
    XCTAssertEqual(BondResources.liveSubscriptions, start)
  }

  func testProducerSignalsCountWhileRunning() {
    let start = BondResources.liveSubscriptions
    let finished = Signal<Int, Never>(just: 1).observeNext { _ in }
    XCTAssertEqual(BondResources.liveSubscriptions, start)
    let running = Signal<Int, Never>.never().toSignal().flatMapLatest { _ in
      Signal<Int, Never>(just: 0)
    }.observeNext { _ in }
    let producer = Signal<Int, Never> { _ in NonDisposable.instance }.observeNext { _ in }
    XCTAssertEqual(BondResources.liveSubscriptions, start + 1)
    producer.dispose()
    running.dispose()
    finished.dispose()
    XCTAssertEqual(BondResources.liveSubscriptions, start)
  }

  func testBagDeallocationEndsEverything() {
    let start = BondResources.liveSubscriptions
    let loop = MainLoop(mode: .virtual)
    let count = Observable(0)
    let keyword = PassthroughSubject<String, Never>()
    var bag: DisposeBag? = DisposeBag()
    if let bag {
      count.observeNext { _ in }.dispose(in: bag)
      keyword.debounce(for: 0.5, queue: loop).flatMapLatest { Signal(just: $0.count) }
        .bind(to: count).dispose(in: bag)
    }
    keyword.send("ramen")
    XCTAssertEqual(BondResources.liveSubscriptions, start + 2)
    bag = nil
    XCTAssertEqual(BondResources.liveSubscriptions, start)
    loop.advance(by: .seconds(1))
    XCTAssertEqual(count.value, 0)
  }

  @MainActor
  func testControlBindingsCountUntilDisposed() {
    let start = BondResources.liveSubscriptions
    let button = Button()
    let field = TextField()
    let bag = DisposeBag()
    button.reactive.tap.observeNext {}.dispose(in: bag)
    field.reactive.text.observeNext { _ in }.dispose(in: bag)
    // Each observation also watches its control's deallocation, to end with the control.
    XCTAssertEqual(BondResources.liveSubscriptions, start + 4)
    bag.dispose()
    XCTAssertEqual(BondResources.liveSubscriptions, start)
  }
}
