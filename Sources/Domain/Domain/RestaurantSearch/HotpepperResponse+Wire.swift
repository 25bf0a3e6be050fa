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

  /// One shop, read as leniently as the service writes it: a missing or unreadable name, genre
  /// or photo is nil; coordinates are checked, and a shop without usable ones is left out.
  struct WireShop: Decodable {
    let id: String
    let name: String?
    let genreName: String?
    let photoURL: String?
    /// The coordinate, or why the shop has no usable one.
    let coordinate: Result<LocationCoordinate2D, CoordinateProblem>

    struct CoordinateProblem: Error {
      let reason: String
    }

    enum CodingKeys: String, CodingKey { case id, name, genre, photo, lat, lng }
    struct Genre: Decodable { let name: String? }
    struct Photo: Decodable { let mobile: Sizes? }
    struct Sizes: Decodable {
      let large: String?
      enum CodingKeys: String, CodingKey { case large = "l" }
    }

    init(from decoder: Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(LenientText.self, forKey: .id).text
      name = Self.present((try? container.decodeIfPresent(LenientText.self, forKey: .name))??.text)
      genreName = Self.present((try? container.decodeIfPresent(Genre.self, forKey: .genre))??.name)
      photoURL = Self.present(
        (try? container.decodeIfPresent(Photo.self, forKey: .photo))??.mobile?.large)
      coordinate = Result {
        let latitude = try Self.degrees(container, .lat, Coordinates.latitudeProblem)
        let longitude = try Self.degrees(container, .lng, Coordinates.longitudeProblem)
        return LocationCoordinate2D(latitude: latitude, longitude: longitude)
      }.mapError { $0 as? CoordinateProblem ?? CoordinateProblem(reason: "\($0)") }
    }

    /// The shop to show, or the reason it is left out.
    enum Outcome {
      case shown(Shop)
      case leftOut(LeftOutShop)
    }

    var outcome: Outcome {
      switch coordinate {
      case .success(let coordinate):
        return .shown(
          Shop(
            id: id, name: name, genreName: genreName, photoURL: photoURL, coordinate: coordinate))
      case .failure(let problem):
        return .leftOut(LeftOutShop(id: id, reason: problem.reason))
      }
    }

    private static func present(_ text: String?) -> String? {
      guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        return nil
      }
      return text
    }

    /// The degrees under `key`: a JSON number or a plain decimal string, within range.
    private static func degrees(
      _ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys,
      _ problem: (Double) -> String?
    ) throws(CoordinateProblem) -> Double {
      let raw: LenientText?
      do {
        raw = try container.decodeIfPresent(LenientText.self, forKey: key)
      } catch {
        throw CoordinateProblem(reason: "\(key.stringValue) is not a number")
      }
      guard let raw else { throw CoordinateProblem(reason: "\(key.stringValue) is missing") }
      let value = raw.number ?? Coordinates.decimal(raw.text.trimmingCharacters(in: .whitespaces))
      guard let value else {
        throw CoordinateProblem(
          reason: "\(key.stringValue) \"\(raw.text)\" is not a decimal number")
      }
      if let reason = problem(value) { throw CoordinateProblem(reason: reason) }
      return value
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
  /// The value when the JSON held a number rather than a string.
  let number: Double?

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let integer = try? container.decode(Int.self) {
      text = String(integer)
      number = Double(integer)
    } else if let number = try? container.decode(Double.self) {
      text = String(number)
      self.number = number
    } else {
      text = try container.decode(String.self)
      number = nil
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
