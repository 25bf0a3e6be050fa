import AsyncPlatform
import CoreLocationLite
import Domain
import MainLoop
import StoreLite

/// The Hotpepper API as the reducer sees it: one `async` search that a cancelled task cancels,
/// replaced in tests by canned answers. The live value decodes the answer off the main actor;
/// the reducer never knows.
struct RestaurantSearchClient: Sendable {
  /// Searches near `coordinate` with `keyword`.
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled (the request or the
  ///   decoding with it).
  var searchShops: @MainActor @Sendable (
    _ coordinate: LocationCoordinate2D, _ keyword: String
  ) async throws -> HotpepperAPI.SearchResult
}

extension RestaurantSearchClient {
  /// The client over the shared `HotpepperAPI`: the answer arrives on the main actor and is
  /// decoded on an actor whose turns run on `queue`, off the main thread.
  @MainActor
  static func live(_ api: HotpepperAPI, decodingOn queue: WorkQueue) -> RestaurantSearchClient {
    let decoder = Decoder(queue: queue)
    return RestaurantSearchClient { coordinate, keyword in
      let query = RestaurantSearchQuery(coordinate: coordinate, keyword: keyword)
      let answer = try await withCancellableRequest { complete in
        api.fetchShops(query, completion: complete)
      }
      return try await decoder.searchResult(from: answer)
    }
  }
}

// MARK: - Decoding

/// The live client's decoder: an actor whose executor is a `WorkQueueExecutor`, so its turns
/// take the loop's work latency off the main thread (on iOS, the global concurrent executor).
private actor Decoder {
  private let executor: WorkQueueExecutor

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  init(queue: WorkQueue) {
    executor = WorkQueueExecutor(queue)
  }

  /// The shops of `answer`, or why it failed. Cancelling the calling task (`cancelInFlight`,
  /// the teardown) delivers the decoding's turn at once instead of after the work latency and
  /// throws `CancellationError`, whether the decoding had begun or not.
  nonisolated(nonsending) func searchResult(from answer: HotpepperAPI.Answer) async throws
    -> HotpepperAPI.SearchResult
  {
    try await withTaskCancellationHandler {
      let result = try await decode(answer)
      try Task.checkCancellation()
      return result
    } onCancel: { [executor] in
      executor.expediteWaitingJobs()
    }
  }

  private func decode(_ answer: HotpepperAPI.Answer) throws -> HotpepperAPI.SearchResult {
    try Task.checkCancellation()
    return HotpepperAPI.searchResult(from: answer)
  }
}

// MARK: - Dependency

extension DependencyValues {
  /// The restaurant search API.
  var restaurantSearch: RestaurantSearchClient {
    get { self[RestaurantSearchClientKey.self] }
    set { self[RestaurantSearchClientKey.self] = newValue }
  }
}

private enum RestaurantSearchClientKey: DependencyKey {
  /// Unimplemented: the scene builder provides the live value from its environment.
  static var liveValue: RestaurantSearchClient {
    RestaurantSearchClient { _, _ in
      reportIssue("RestaurantSearchClient.searchShops is not provided")
      throw CancellationError()
    }
  }
}
