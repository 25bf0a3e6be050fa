import CoreLocationLite
import Foundation

/// What one restaurant search asks for: where, how far, and optionally a keyword and a count.
public struct RestaurantSearchQuery: Sendable, Equatable {
  /// The counts the service accepts.
  public static let countRange = 1...100

  public var coordinate: LocationCoordinate2D
  /// The keyword, trimmed; nil when none was given or it was only white space.
  public private(set) var keyword: String?
  public var range: SearchRange
  /// The number of shops asked for; nil sends no `count`, so the service returns up to 10.
  public private(set) var count: Int?

  /// A search around `coordinate`; an empty or blank `keyword` means no keyword.
  public init(
    coordinate: LocationCoordinate2D, keyword: String? = nil,
    range: SearchRange = RestaurantSearchRules.searchRange
  ) {
    self.coordinate = coordinate
    self.keyword = Self.normalized(keyword)
    self.range = range
    self.count = nil
  }

  /// A search that also asks for `count` shops.
  ///
  /// - Throws: ``RestaurantSearchError/invalidQuery(_:)`` when `count` is outside 1–100.
  public init(
    coordinate: LocationCoordinate2D, keyword: String? = nil,
    range: SearchRange = RestaurantSearchRules.searchRange, count: Int
  ) throws(RestaurantSearchError) {
    guard Self.countRange.contains(count) else {
      throw .invalidQuery("count must be between 1 and 100, not \(count)")
    }
    self.init(coordinate: coordinate, keyword: keyword, range: range)
    self.count = count
  }

  private static func normalized(_ keyword: String?) -> String? {
    guard let trimmed = keyword?.trimmingCharacters(in: .whitespacesAndNewlines),
      !trimmed.isEmpty
    else { return nil }
    return trimmed
  }
}
