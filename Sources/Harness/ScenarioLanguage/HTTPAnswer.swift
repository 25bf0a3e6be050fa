/// The answer an `http answer …` step gives to the next request(s), written in the scenario.
public struct HTTPAnswer: Sendable, Equatable {
  /// Where the body comes from.
  public enum Body: Sendable, Equatable {
    /// `body "<text>"`: the text, UTF-8 encoded.
    case text(String)
    /// `body file "<file>"`: the bytes of a file in `Scenarios/fixtures/`.
    case file(NameRef)
  }

  public var status: Int
  /// `header "<name>" "<value>"` pairs, in the order written.
  public var headers: [Header]
  public var body: Body
  /// How many requests in a row get this answer (`x<n>`; 1 unless written).
  public var count: Int

  public init(status: Int, headers: [Header] = [], body: Body = .text(""), count: Int = 1) {
    self.status = status
    self.headers = headers
    self.body = body
    self.count = count
  }

  /// One response header.
  public struct Header: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }
}
