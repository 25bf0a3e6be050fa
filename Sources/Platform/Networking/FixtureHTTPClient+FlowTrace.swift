import MainLoop

// MARK: - Flow diagrams

extension FixtureHTTPClient {
  /// The layer flow diagrams show for the network.
  static let flowLayer = "HTTP"

  /// Reports a request handed to the network.
  func traceSend(_ request: HTTPRequest) {
    FlowTrace.note(Self.flowLayer, label: request.flowLabel)
  }

  /// Runs `deliver` (the completion of a request) with the network as the origin of what it
  /// does, marked with the answer.
  static func traceAnswer(
    _ result: Result<HTTPResponse, HTTPClientError>, _ deliver: () -> Void
  ) {
    FlowTrace.source(flowLayer, label: result.flowLabel, deliver)
  }
}

extension HTTPRequest {
  /// `GET /path?query`, shortened, for flow diagrams.
  var flowLabel: String {
    var target = url.path
    if let query = url.query { target += "?" + query }
    let text = "\(method) \(target)"
    return text.count <= 56 ? text : String(text.prefix(55)) + "…"
  }
}

extension Result where Success == HTTPResponse, Failure == HTTPClientError {
  /// `200 (1234 bytes)` or the failure, for flow diagrams.
  var flowLabel: String {
    switch self {
    case .success(let response): "\(response.statusCode) (\(response.body.count) bytes)"
    case .failure(let error): "failed: \(error.description)"
    }
  }
}
