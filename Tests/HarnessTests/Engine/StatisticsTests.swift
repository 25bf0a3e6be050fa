import StyleNames
import SceneContract
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

@Suite("Sample statistics")
struct StatisticsTests {
  @Test("median of an odd sample is the middle value, whatever the order")
  func oddMedian() throws {
    let stats = try #require(SampleStatistics(samples: [9, 1, 5, 3, 7]))
    #expect(stats.count == 5)
    #expect(stats.median == 5)
    #expect(stats.min == 1)
    #expect(stats.max == 9)
  }

  @Test("median of an even sample is the mean of the two middle values")
  func evenMedian() throws {
    let stats = try #require(SampleStatistics(samples: [4, 1, 3, 2]))
    #expect(stats.median == 2.5)
  }

  @Test("p90 is the nearest-rank percentile")
  func p90() throws {
    let ten = try #require(SampleStatistics(samples: (1...10).map(Double.init)))
    #expect(ten.p90 == 9)
    let seven = try #require(SampleStatistics(samples: (1...7).map(Double.init)))
    #expect(seven.p90 == 7)
    let twenty = try #require(SampleStatistics(samples: (1...20).map(Double.init)))
    #expect(twenty.p90 == 18)
  }

  @Test("an empty sample has no statistics")
  func empty() {
    #expect(SampleStatistics(samples: []) == nil)
  }

  @Test(
    "the median interval ranks match the binomial table",
    arguments: [
      (5, 1, 5), (7, 1, 7), (8, 1, 8), (9, 2, 8), (10, 2, 9), (20, 6, 15), (30, 10, 21),
      (100, 40, 61),
    ])
  func intervalRanks(size: Int, lower: Int, upper: Int) {
    let interval = MedianInterval(sampleSize: size)
    #expect(interval.lowerRank == lower)
    #expect(interval.upperRank == upper)
  }

  @Test("coverage is at least 95 % once the sample has six values")
  func coverage() {
    #expect(MedianInterval(sampleSize: 5).coverage < 0.95)
    for size in 6...200 {
      #expect(MedianInterval(sampleSize: size).coverage >= 0.95, "n = \(size)")
    }
    #expect(abs(MedianInterval(sampleSize: 10).coverage - (1 - 22.0 / 1024)) < 1e-12)
  }

  @Test("the confidence interval takes the order statistics at those ranks")
  func confidenceInterval() throws {
    let samples: [Double] = [110, 100, 180, 120, 105, 400, 130, 115, 125, 101]
    let stats = try #require(SampleStatistics(samples: samples))
    #expect(stats.ciLow == 101)
    #expect(stats.ciHigh == 180)
    #expect(stats.median == 117.5)
  }

  @Test("integer nanoseconds convert exactly")
  func nanoseconds() throws {
    let stats = try #require(SampleStatistics(nanoseconds: [3, 1, 2]))
    #expect(stats.median == 2)
  }
}

@Suite("Cost ranking")
struct CostRankingTests {
  func stats(_ values: [Double]) -> SampleStatistics {
    SampleStatistics(samples: values) ?? SampleStatistics(samples: [0])!
  }

  @Test("ratios are relative to the fastest median")
  func ratios() throws {
    let ranks = CostRanking.rank([
      .callback: stats([100, 101, 102, 103, 104, 105, 106]),
      .kvo: stats([200, 201, 202, 203, 204, 205, 206]),
    ])
    let callback = try #require(ranks[.callback])
    let kvo = try #require(ranks[.kvo])
    #expect(callback == CostRank(ratio: 1, isFastest: true, tied: false))
    #expect(kvo.isFastest == false)
    #expect(kvo.tied == false)
    #expect(abs(kvo.ratio - 203.0 / 103.0) < 1e-12)
    #expect(kvo.label == "1.97")
    #expect(callback.label == "1.00")
  }

  @Test("overlapping intervals are reported as ties, not ranks")
  func ties() throws {
    let ranks = CostRanking.rank([
      .bond: stats([100, 102, 104, 106, 108, 110, 112]),
      .delegate: stats([105, 107, 109, 111, 113, 115, 117]),
      .rxMVVM: stats([300, 301, 302, 303, 304, 305, 306]),
    ])
    #expect(ranks[.bond]?.isFastest == true)
    #expect(ranks[.bond]?.tied == true)
    #expect(ranks[.bond]?.label == "1.00 (tied)")
    #expect(ranks[.delegate]?.tied == true)
    #expect(ranks[.delegate]?.label == "1.05 (tied)")
    #expect(ranks[.rxMVVM]?.tied == false)
  }

  @Test("equal medians go to the earlier variant")
  func equalMedians() {
    let ranks = CostRanking.rank([.cleanSwift: stats([5]), .callback: stats([5])])
    #expect(ranks[.callback]?.isFastest == true)
    #expect(ranks[.cleanSwift]?.isFastest == false)
    #expect(ranks[.cleanSwift]?.tied == true)
  }

  @Test("the geometric mean summarises ratios")
  func geometricMean() throws {
    let mean = try #require(CostRanking.geometricMean([1, 4]))
    #expect(abs(mean - 2) < 1e-12)
    #expect(CostRanking.geometricMean([]) == nil)
  }

  @Test("durations print with a readable unit")
  func durations() {
    #expect(CostFormat.duration(nanoseconds: 850) == "850 ns")
    #expect(CostFormat.duration(nanoseconds: 4_560) == "4.56 µs")
    #expect(CostFormat.duration(nanoseconds: 12_340) == "12.3 µs")
    #expect(CostFormat.duration(nanoseconds: 4_560_000) == "4.56 ms")
    #expect(CostFormat.duration(nanoseconds: 1_200_000_000) == "1.20 s")
  }
}
