import Testing

@testable import RuntimeBenchmarks

/// The microbenchmarks do the work they claim (checked by checksum); nothing here is timed.
@Suite("Runtime microbenchmark cases")
@MainActor
struct RuntimeBenchmarkSuiteTests {
  @Test("every case computes its checksum, the BondLite pairs and fan-out among them")
  func checksums() {
    let cases = RuntimeBenchmarkSuite.cases(scale: 1_000)
    #expect(cases.map(\.id).contains("i"))
    #expect(cases.map(\.id).contains("j"))
    #expect(Set(cases.map(\.id)).count == cases.count)
    for benchmark in cases {
      #expect(
        benchmark.body(benchmark.events) == benchmark.expectedChecksum(benchmark.events),
        "case \(benchmark.id)")
    }
  }
}
