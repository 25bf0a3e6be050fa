import BondLite
import Testing

@MainActor
@Suite("flatMapLatest")
struct FlatMapLatestTests {
  @Test("only the latest inner signal's elements pass; the previous one is disposed")
  func latestWins() {
    let outer = PassthroughSubject<Int, TestError>()
    let inners = [PassthroughSubject<String, TestError>(), PassthroughSubject<String, TestError>()]
    var disposed = [false, false]
    let (recording, disposable) = outer.flatMapLatest { index in
      Signal<String, TestError> { observer in
        let observation = inners[index].observe(with: observer.on)
        return BlockDisposable {
          disposed[index] = true
          observation.dispose()
        }
      }
    }.record()
    outer.send(0)
    inners[0].send("a")
    outer.send(1)
    inners[0].send("stale")
    inners[1].send("b")
    #expect(recording.elements == ["a", "b"])
    #expect(disposed == [true, false])
    disposable.dispose()
    #expect(disposed == [true, true])
  }

  @Test("completes only when the outer and the current inner signals have completed")
  func completion() {
    let outer = PassthroughSubject<Int, Never>()
    let inner = PassthroughSubject<Int, Never>()
    let (recording, _) = outer.flatMapLatest { _ in inner }.record()
    outer.send(1)
    outer.send(completion: .finished)
    #expect(!recording.isCompleted)
    inner.send(5)
    inner.send(completion: .finished)
    #expect(recording.events == [.next(5), .completed])
  }

  @Test("an outer completion with no inner signal completes at once")
  func completionWithoutInner() {
    let outer = PassthroughSubject<Int, Never>()
    let (recording, _) = outer.flatMapLatest { Signal<Int, Never>(just: $0) }.record()
    outer.send(1)
    outer.send(completion: .finished)
    #expect(recording.events == [.next(1), .completed])
  }

  @Test("an inner failure fails the result and disposes the outer observation")
  func innerFailure() {
    let outer = PassthroughSubject<Int, TestError>()
    let (recording, _) = outer.flatMapLatest { value in
      Signal<Int, TestError>.failed(TestError(code: value))
    }.record()
    outer.send(7)
    outer.send(8)
    #expect(recording.events == [.failed(TestError(code: 7))])
  }

  @Test("a safe outer signal may map to failing inner signals")
  func safeOuter() {
    let outer = PassthroughSubject<Int, Never>()
    let (recording, _) = outer.flatMapLatest { value -> Signal<Int, TestError> in
      value < 0 ? .failed(TestError(code: value)) : Signal(just: value * 10)
    }.record()
    outer.send(1)
    outer.send(-1)
    #expect(recording.events == [.next(10), .failed(TestError(code: -1))])
  }

  @Test("disposing the result disposes the current inner signal")
  func dispose() {
    let outer = PassthroughSubject<Int, Never>()
    let inner = PassthroughSubject<Int, Never>()
    let (recording, disposable) = outer.flatMapLatest { _ in inner }.record()
    outer.send(1)
    disposable.dispose()
    inner.send(1)
    outer.send(2)
    #expect(recording.events.isEmpty)
  }
}
