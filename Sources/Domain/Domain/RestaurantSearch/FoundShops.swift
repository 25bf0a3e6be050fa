/// What a successful search found: the shops to show, and those left out for want of usable
/// coordinates.
public struct FoundShops: Sendable, Hashable {
  /// The shops with usable coordinates, in the order of the answer.
  public var shops: [Shop]
  /// The shops without usable coordinates, in the order of the answer.
  public var leftOut: [LeftOutShop]

  public init(shops: [Shop], leftOut: [LeftOutShop] = []) {
    self.shops = shops
    self.leftOut = leftOut
  }

  /// How many shops of the answer are not shown.
  public var leftOutCount: Int { leftOut.count }
}
