import Domain
import Foundation
import Testing

@Suite("Hotpepper configuration")
struct HotpepperConfigurationTests {
  @Test func liveConfigurationReadsTheKeyFromTheEnvironment() throws {
    let configuration = try HotpepperConfiguration(environment: ["HOTPEPPER_API_KEY": " abc123 "])
    #expect(configuration.apiKey == "abc123")
    #expect(
      configuration.baseURL.absoluteString
        == "https://webservice.recruit.co.jp/hotpepper/gourmet/v1/")
    #expect(configuration.timeout == 10)
  }

  @Test(arguments: [[:], ["HOTPEPPER_API_KEY": ""], ["HOTPEPPER_API_KEY": "  \n"]])
  func aMissingOrBlankKeyIsAClearError(environment: [String: String]) {
    #expect(throws: HotpepperConfigurationError.missingAPIKey) {
      try HotpepperConfiguration(environment: environment)
    }
    #expect(
      HotpepperConfigurationError.missingAPIKey.description
        == "HOTPEPPER_API_KEY is not set: live restaurant search needs a Hotpepper Web Service "
        + "API key")
  }

  @Test func theBaseURLCanBeOverridden() throws {
    let configuration = try HotpepperConfiguration(environment: [
      "HOTPEPPER_API_KEY": "k", "HOTPEPPER_BASE_URL": "http://127.0.0.1:8080/hotpepper/gourmet/v1/",
    ])
    #expect(configuration.baseURL.absoluteString == "http://127.0.0.1:8080/hotpepper/gourmet/v1/")
  }

  @Test(arguments: ["not a url", "ftp://example.com/v1/", "/hotpepper/gourmet/v1/"])
  func aBaseURLThatIsNotHTTPIsAClearError(text: String) {
    #expect(throws: HotpepperConfigurationError.invalidBaseURL(text)) {
      try HotpepperConfiguration(environment: [
        "HOTPEPPER_API_KEY": "k", "HOTPEPPER_BASE_URL": text,
      ])
    }
    #expect(
      HotpepperConfigurationError.invalidBaseURL(text).description
        == "HOTPEPPER_BASE_URL is not an http(s) URL: \"\(text)\"")
  }

  @Test func fixtureRunsUseTheFixedTestKeyAndThePublicEndpoint() {
    #expect(HotpepperConfiguration.fixture.apiKey == "workbench-fixture-key")
    #expect(HotpepperConfiguration.fixture.baseURL == HotpepperConfiguration.publicEndpoint)
  }
}
