/// A random number generator fixed by its seed (SplitMix64): the same seed gives the same
/// numbers on every machine and every run, so a seed names a whole fuzz run.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// The seed of story `index` of `feature` in the run seeded `seed`: stories are independent,
  /// so one can be played again without the ones before it.
  public static func storySeed(run seed: UInt64, feature: String, index: Int) -> UInt64 {
    var generator = SeededGenerator(
      seed: seed ^ stableHash(feature) ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    return generator.next()
  }

  /// FNV-1a of `text`'s UTF-8: unlike `hashValue`, the same in every process.
  static func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }
}

extension SeededGenerator {
  /// One element of `choices`, picked with probability proportional to its weight.
  mutating func weighted<Element>(_ choices: [(weight: Int, element: Element)]) -> Element? {
    let total = choices.reduce(0) { $0 + max($1.weight, 0) }
    guard total > 0 else { return nil }
    var pick = Int.random(in: 0..<total, using: &self)
    for choice in choices where choice.weight > 0 {
      if pick < choice.weight { return choice.element }
      pick -= choice.weight
    }
    return nil
  }

  /// True with probability `percent` / 100.
  mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &self) < percent
  }
}
