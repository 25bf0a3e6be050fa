import CoreLocationLite
import Foundation

// The JSON shapes of a Gourmet Search answer, as loose as the service is: only what the app
// reads is decoded, and numbers may arrive as strings.

struct HotpepperEnvelope: Decodable {
  let results: Results

  struct Results: Decodable {
    let apiVersion: LenientText?
    let resultsAvailable: LenientInteger?
    let resultsReturned: LenientInteger?
    let resultsStart: LenientInteger?
    let shop: [WireShop]?
    let error: OneOrMany<WireError>?

    enum CodingKeys: String, CodingKey {
      case apiVersion = "api_version"
      case resultsAvailable = "results_available"
      case resultsReturned = "results_returned"
      case resultsStart = "results_start"
      case shop, error
    }
  }

  struct WireShop: Decodable {
    let id: String
    let name: String
    let genre: Genre
    let photo: Photo?
    let lat: LenientNumber
    let lng: LenientNumber

    struct Genre: Decodable { let name: String }
    struct Photo: Decodable { let mobile: Sizes? }
    struct Sizes: Decodable {
      let large: String?
      enum CodingKeys: String, CodingKey { case large = "l" }
    }

    var shop: Shop {
      Shop(
        id: id, name: name, genreName: genre.name, photoURL: photo?.mobile?.large,
        coordinate: LocationCoordinate2D(latitude: lat.value, longitude: lng.value))
    }
  }

  struct WireError: Decodable {
    let code: LenientInteger
    let message: String?
  }
}

// MARK: - Lenient values

/// A JSON array of values, or a single value standing for an array of one.
struct OneOrMany<Value: Decodable>: Decodable {
  let values: [Value]

  init(from decoder: Decoder) throws {
    if let values = try? [Value](from: decoder) {
      self.values = values
    } else {
      values = [try Value(from: decoder)]
    }
  }
}

/// A finite number sent as a JSON number or as a numeric string (`35.68` or `"35.68"`).
struct LenientNumber: Decodable {
  let value: Double

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      value = number
      return
    }
    let text = try container.decode(String.self)
    guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a number, found \"\(text)\"")
    }
    value = number
  }
}

/// An integer sent as a JSON number or as a numeric string (`5` or `"5"`).
struct LenientInteger: Decodable {
  let value: Int

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      value = number
      return
    }
    let text = try container.decode(String.self)
    guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected an integer, found \"\(text)\"")
    }
    value = number
  }
}

/// Text sent as a JSON string or as a number (`"1.30"` or `1.3`).
struct LenientText: Decodable {
  let text: String

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      text = String(number)
    } else {
      text = try container.decode(String.self)
    }
  }
}

// MARK: - Error text

extension DecodingError {
  /// Where decoding failed and why, e.g. `results.shop[2].lat: expected a number, found "x"`.
  var shortDescription: String {
    switch self {
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return Self.describe(context)
    case .keyNotFound(let key, let context):
      let path = Self.path(context.codingPath + [key])
      return "\(path): missing"
    case .dataCorrupted(let context):
      return Self.describe(context)
    @unknown default:
      return String(describing: self)
    }
  }

  private static func describe(_ context: Context) -> String {
    let path = path(context.codingPath)
    return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
  }

  private static func path(_ keys: [CodingKey]) -> String {
    keys.reduce(into: "") { text, key in
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
  }
}
