/// Why the live Hotpepper configuration cannot be made from the environment.
public enum HotpepperConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `HOTPEPPER_API_KEY` is unset or blank.
  case missingAPIKey
  /// `HOTPEPPER_BASE_URL` is set but is not an http(s) URL.
  case invalidBaseURL(String)

  public var description: String {
    switch self {
    case .missingAPIKey:
      return "\(HotpepperConfiguration.apiKeyVariable) is not set: live restaurant search needs "
        + "a Hotpepper Web Service API key"
    case .invalidBaseURL(let text):
      return "\(HotpepperConfiguration.baseURLVariable) is not an http(s) URL: \"\(text)\""
    }
  }
}
