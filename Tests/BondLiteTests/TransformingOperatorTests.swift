import BondLite
import Testing

@MainActor
@Suite("map, compactMap, filter, start(with:)")
struct TransformingOperatorTests {
  @Test("map transforms elements and passes terminal events")
  func map() {
    let subject = PassthroughSubject<Int, TestError>()
    let (recording, _) = subject.map { "#\($0)" }.record()
    subject.send(1)
    subject.send(2)
    subject.send(completion: .failure(TestError(code: 9)))
    #expect(recording.events == [.next("#1"), .next("#2"), .failed(TestError(code: 9))])
  }

  @Test("filter passes matching elements and completion")
  func filter() {
    let subject = PassthroughSubject<Int, Never>()
    let (recording, _) = subject.filter { $0 % 2 == 0 }.record()
    for value in 1...5 { subject.send(value) }
    subject.send(completion: .finished)
    #expect(recording.events == [.next(2), .next(4), .completed])
  }

  @Test("compactMap drops nil results")
  func compactMap() {
    let subject = PassthroughSubject<String, Never>()
    let (recording, _) = subject.compactMap(Int.init).record()
    subject.send("1")
    subject.send("x")
    subject.send("3")
    #expect(recording.elements == [1, 3])
  }

  @Test("a map → filter chain delivers what the closures compute")
  func chain() {
    let subject = PassthroughSubject<Int, Never>()
    var sum = 0
    let observation = subject.map { $0 &+ 1 }.filter { $0 & 1 == 0 }.observeNext { sum += $0 }
    for value in 0..<10 { subject.send(value) }
    #expect(sum == 2 + 4 + 6 + 8 + 10)
    observation.dispose()
    subject.send(100)
    #expect(sum == 30)
  }

  @Test("start(with:) sends its element first; eraseType maps to Void")
  func startWith() {
    let subject = PassthroughSubject<Int, Never>()
    let (recording, _) = subject.start(with: 0).record()
    subject.send(1)
    #expect(recording.elements == [0, 1])
    var count = 0
    let observation = subject.eraseType().observeNext { count += 1 }
    subject.send(2)
    #expect(count == 1)
    _ = observation
  }
}
