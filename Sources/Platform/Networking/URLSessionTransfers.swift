import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request's progress inside ``URLSessionTransfers``.
struct URLSessionTransfer: Sendable {
  let origin: Origin
  let limit: Int
  let deliver: @Sendable (Result<HTTPResponse, HTTPClientError>) -> Void
  var body = Data()
  /// Why the transfer was abandoned, when it was.
  var failure: HTTPClientError?
}

/// The session delegate of ``URLSessionHTTPClient``: collects each task's body, refuses
/// redirects that leave the request's origin, stops bodies past the size limit, and delivers
/// each task's outcome once.
///
/// URLSession calls it on its delegate queue; the transfers live in a `Mutex`, so no call
/// depends on which thread that is.
final class URLSessionTransfers: NSObject, URLSessionDataDelegate, Sendable {
  private let transfers = Mutex<[Int: URLSessionTransfer]>([:])

  func begin(_ task: URLSessionTask, _ transfer: URLSessionTransfer) {
    transfers.withLock { $0[task.taskIdentifier] = transfer }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask,
    willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    let allowed = transfers.withLock { transfers -> Bool in
      guard var transfer = transfers[task.taskIdentifier] else { return false }
      guard let url = request.url, Origin(url) == transfer.origin else {
        transfer.failure = .redirectRefused(to: request.url?.host ?? "an unknown host")
        transfers[task.taskIdentifier] = transfer
        return false
      }
      return true
    }
    completionHandler(allowed ? request : nil)
    if !allowed { task.cancel() }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let tooLarge = transfers.withLock { transfers -> Bool in
      guard var transfer = transfers[dataTask.taskIdentifier] else { return false }
      guard response.expectedContentLength > Int64(transfer.limit) else { return false }
      transfer.failure = .responseTooLarge(limit: transfer.limit)
      transfers[dataTask.taskIdentifier] = transfer
      return true
    }
    completionHandler(tooLarge ? .cancel : .allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let tooLarge = transfers.withLock { transfers -> Bool in
      guard var transfer = transfers[dataTask.taskIdentifier], transfer.failure == nil else {
        return false
      }
      if transfer.body.count + data.count > transfer.limit {
        transfer.failure = .responseTooLarge(limit: transfer.limit)
        transfer.body = Data()
      } else {
        transfer.body.append(data)
      }
      transfers[dataTask.taskIdentifier] = transfer
      return transfer.failure != nil
    }
    if tooLarge { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) })
    else { return }
    if let failure = transfer.failure {
      transfer.deliver(.failure(failure))
    } else {
      transfer.deliver(Self.result(body: transfer.body, response: task.response, error: error))
    }
  }

  private static func result(
    body: Data, response: URLResponse?, error: (any Error)?
  ) -> Result<HTTPResponse, HTTPClientError> {
    if let error = error as? URLError {
      switch error.code {
      case .timedOut: return .failure(.timedOut)
      case .cancelled: return .failure(.cancelled)
      default: return .failure(.transport(error.localizedDescription))
      }
    }
    if let error { return .failure(.transport(error.localizedDescription)) }
    guard let http = response as? HTTPURLResponse else {
      return .failure(.transport("the response is not HTTP"))
    }
    var headers: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      headers[String(describing: name)] = String(describing: value)
    }
    return .success(HTTPResponse(statusCode: http.statusCode, headers: headers, body: body))
  }
}
