import Foundation

/// A successful Gourmet Search answer: the shops and the paging counts around them.
public struct HotpepperResponse: Sendable, Equatable {
  /// The service's API version (e.g. `1.30`), or nil when absent.
  public var apiVersion: String?
  /// How many shops match in all (a number in the JSON).
  public var resultsAvailable: Int
  /// How many shops this answer holds (a string in the JSON, e.g. `"5"`).
  public var resultsReturned: Int
  /// The 1-based position of the first shop.
  public var resultsStart: Int
  /// The shops with usable coordinates, in the order of the answer.
  public var shops: [Shop]
  /// The shops without usable coordinates (missing, not plain decimals, or out of range).
  public var leftOutShops: [LeftOutShop]

  public init(
    apiVersion: String?, resultsAvailable: Int, resultsReturned: Int, resultsStart: Int,
    shops: [Shop], leftOutShops: [LeftOutShop] = []
  ) {
    self.apiVersion = apiVersion
    self.resultsAvailable = resultsAvailable
    self.resultsReturned = resultsReturned
    self.resultsStart = resultsStart
    self.shops = shops
    self.leftOutShops = leftOutShops
  }

  /// The shops to show and those left out.
  public var found: FoundShops { FoundShops(shops: shops, leftOut: leftOutShops) }

  /// Decodes a Gourmet Search JSON body.
  ///
  /// Coordinates and counts may be numbers or numeric strings. A shop missing its name, genre
  /// or photo is kept with nil in their place; a shop whose `lat`/`lng` is missing, not a plain
  /// decimal or out of range (±90, ±180) is left out (``leftOutShops``, naming its id and why)
  /// instead of failing the answer. `results.error` (an array of
  /// `{code, message}` or a single object) becomes ``RestaurantSearchError/api(code:message:)``
  /// with the first error; anything else that is not a well-formed answer becomes
  /// ``RestaurantSearchError/malformedResponse(_:)``.
  public static func decode(_ body: Data) throws(RestaurantSearchError) -> HotpepperResponse {
    let envelope: HotpepperEnvelope
    do {
      envelope = try JSONDecoder().decode(HotpepperEnvelope.self, from: body)
    } catch let error as DecodingError {
      throw .malformedResponse(error.shortDescription)
    } catch {
      throw .malformedResponse(String(describing: error))
    }
    let results = envelope.results
    if let errors = results.error {
      guard let first = errors.values.first else {
        throw .malformedResponse("results.error is empty")
      }
      throw .api(code: first.code.value, message: first.message ?? "")
    }
    guard let shops = results.shop else {
      throw .malformedResponse("results has neither shop nor error")
    }
    var kept: [Shop] = []
    var leftOut: [LeftOutShop] = []
    for shop in shops {
      switch shop.outcome {
      case .shown(let shop): kept.append(shop)
      case .leftOut(let shop): leftOut.append(shop)
      }
    }
    return HotpepperResponse(
      apiVersion: results.apiVersion?.text,
      resultsAvailable: results.resultsAvailable?.value ?? shops.count,
      resultsReturned: results.resultsReturned?.value ?? shops.count,
      resultsStart: results.resultsStart?.value ?? 1,
      shops: kept, leftOutShops: leftOut)
  }
}
