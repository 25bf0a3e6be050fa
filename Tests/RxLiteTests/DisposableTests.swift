import RxLite
import RxLiteTest
import XCTest

final class DisposableTests: RxLiteTestCase {
  func testAnonymousDisposableRunsOnce() {
    var count = 0
    let disposable = Disposables.create { count += 1 }

    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()

    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(count, 1)
  }

  func testBinaryAndCompositeCreateDisposeEveryPartInOrder() {
    var order: [Int] = []
    let parts = (1...5).map { index in Disposables.create { order.append(index) } }

    Disposables.create(parts[0], parts[1]).dispose()
    Disposables.create(parts[2], parts[3], parts[4]).dispose()

    XCTAssertEqual(order, [1, 2, 3, 4, 5])
  }

  func testDisposeBagDisposesEverythingOnDeinit() {
    var disposed: [Int] = []
    var bag: DisposeBag? = DisposeBag()

    Disposables.create { disposed.append(1) }.disposed(by: bag ?? DisposeBag())
    bag?.insert(
      Disposables.create { disposed.append(2) }, Disposables.create { disposed.append(3) })
    XCTAssertEqual(disposed, [])
    bag = nil

    XCTAssertEqual(disposed, [1, 2, 3])
  }

  func testDisposeBagDisposesSubscriptions() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var bag = DisposeBag()

    subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
    subject.onNext(1)
    bag = DisposeBag()
    subject.onNext(2)

    XCTAssertEqual(received, [1])
    XCTAssertFalse(subject.hasObservers)
  }

  func testCompositeDisposableInsertRemoveAndDispose() {
    var disposed: [String] = []
    let composite = CompositeDisposable()

    let first = composite.insert(Disposables.create { disposed.append("first") })
    _ = composite.insert(Disposables.create { disposed.append("second") })
    XCTAssertEqual(composite.count, 2)
    if let first { composite.remove(for: first) }
    XCTAssertEqual(disposed, ["first"])
    XCTAssertEqual(composite.count, 1)

    composite.dispose()
    XCTAssertEqual(disposed, ["first", "second"])
    XCTAssertTrue(composite.isDisposed)

    let late = composite.insert(Disposables.create { disposed.append("late") })
    XCTAssertNil(late)
    XCTAssertEqual(disposed, ["first", "second", "late"])
  }

  func testSerialDisposableDisposesThePreviousDisposable() {
    var disposed: [Int] = []
    let serial = SerialDisposable()

    serial.disposable = Disposables.create { disposed.append(1) }
    serial.disposable = Disposables.create { disposed.append(2) }
    XCTAssertEqual(disposed, [1])

    serial.dispose()
    XCTAssertEqual(disposed, [1, 2])
    serial.disposable = Disposables.create { disposed.append(3) }
    XCTAssertEqual(disposed, [1, 2, 3])
    XCTAssertTrue(serial.isDisposed)
  }

  func testBooleanDisposable() {
    let disposable = BooleanDisposable()
    XCTAssertFalse(disposable.isDisposed)

    disposable.dispose()

    XCTAssertTrue(disposable.isDisposed)
    XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    XCTAssertTrue(BooleanDisposable.BooleanDisposableTrue.isDisposed)
  }

  func testSingleAssignmentDisposableDisposesLateAssignment() {
    var disposed = 0
    let single = SingleAssignmentDisposable()

    single.dispose()
    single.setDisposable(Disposables.create { disposed += 1 })

    XCTAssertEqual(disposed, 1)
    XCTAssertTrue(single.isDisposed)
  }
}
