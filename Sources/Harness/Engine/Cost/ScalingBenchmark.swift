import AsyncPlatform
import CoreLocationLite
import Dispatch
import Domain
import Foundation
import ScenarioLanguage
import SceneContract
import UIKitLite

/// The route recorder's scaling family: the cost per fix of recording routes of growing size
/// (1,000, 10,000, 100,000 fixes), per variant, to show whether it stays flat as the route
/// grows. It must: a recorder that re-read its footprints on every fix would grow linearly.
///
/// Each run builds the recorder screen on an in-memory database, starts recording through the
/// UI (authorize, type a title, select Start), then delivers the walk's fixes through the
/// simulated device a batch at a time, letting the main loop settle after each, and times that
/// delivery. A run counts only if the store then holds every fix. Variants run interleaved
/// round by round (A B C … A B C …), as in ``CostMeasurement``.
@MainActor
public enum ScalingBenchmark {
  /// Where a measurement is, for a progress line.
  public struct Progress: Sendable, Equatable {
    /// The size of the route being recorded.
    public let fixes: Int
    /// 0 for the warm-up, then 1 … `plan.runs`.
    public let round: Int
    /// The variant recording it.
    public let variant: VariantID
  }

  /// Measures `variants` of `registry` under `plan`: one figure per variant and size,
  /// variant by variant (registry order), sizes ascending.
  ///
  /// - Throws: ``ScalingError`` for a variant that does not implement the route recorder,
  ///   cannot start recording, or loses a fix.
  public static func measure(
    registry: [StyleDeclaration], variants: [VariantID], plan: ScalingPlan = .standard,
    progress: (Progress) -> Void = { _ in }
  ) throws(ScalingError) -> [ScalingFigure] {
    var builders: [(VariantID, SceneBuilder)] = []
    for variant in variants {
      guard
        let builder = registry.first(where: { $0.id == variant })?
          .builder(for: .routeRecorder)
      else {
        throw ScalingError(variant: variant, message: "it does not implement the route recorder")
      }
      builders.append((variant, builder))
    }
    let walk = SyntheticWalk(seed: plan.seed)
    let warmup = batches(walk.fixes(count: plan.warmupFixes), size: plan.batchSize)
    for (variant, builder) in builders where plan.warmupFixes > 0 {
      progress(Progress(fixes: plan.warmupFixes, round: 0, variant: variant))
      _ = try record(warmup, fixes: plan.warmupFixes, builder: builder, variant: variant)
    }
    var samples: [VariantID: [Int: [Double]]] = [:]
    for size in plan.sizes {
      let route = batches(walk.fixes(count: size), size: plan.batchSize)
      for round in 1...plan.runs {
        for (variant, builder) in builders {
          progress(Progress(fixes: size, round: round, variant: variant))
          let nanoseconds = try record(route, fixes: size, builder: builder, variant: variant)
          samples[variant, default: [:]][size, default: []].append(Double(nanoseconds))
        }
      }
    }
    return builders.flatMap { variant, _ in
      plan.sizes.compactMap { size in
        let runs = samples[variant]?[size] ?? []
        guard let statistics = SampleStatistics(samples: runs) else { return nil }
        return ScalingFigure(
          variant: variant, fixes: size, nsPerFix: statistics.median / Double(size),
          runs: runs.count)
      }
    }
  }

  /// The fixes cut into deliveries of `size`, ready before the clock starts.
  static func batches(_ fixes: [Location], size: Int) -> [[Location]] {
    stride(from: 0, to: fixes.count, by: size).map {
      Array(fixes[$0..<min($0 + size, fixes.count)])
    }
  }

  /// The title of every scaling recording.
  static let title = "Scaling walk"

  /// Records `batches` once on a new screen; returns the nanoseconds the deliveries took.
  static func record(
    _ batches: [[Location]], fixes: Int, builder: @escaping SceneBuilder, variant: VariantID
  ) throws(ScalingError) -> UInt64 {
    let host = ScreenHost(
      builder: builder, fixturesRoot: URL(fileURLWithPath: "/dev/null"),
      tracks: TrackLibrary(root: URL(fileURLWithPath: "/dev/null")),
      launchOptions: LaunchOptions(), storage: .inMemory, liveSubscriptions: { 0 })
    let engine = ScenarioEngine(host: host)
    engine.load()
    defer { engine.finish() }
    try startRecording(engine, variant: variant)
    let start = DispatchTime.now().uptimeNanoseconds
    host.mainLoop.drive {
      for batch in batches {
        host.device.deliver(batch)
        host.mainLoop.runUntilIdle()
      }
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    let saved = (try? host.environment.openRouteStore().route(titled: title))?.pointCount ?? 0
    guard saved == fixes else {
      throw ScalingError(variant: variant, message: "saved \(saved) of \(fixes) fixes")
    }
    return elapsed
  }

  /// Grants "Always" access (as in Settings), types the title and selects Start, as a user would.
  private static func startRecording(_ engine: ScenarioEngine, variant: VariantID)
    throws(ScalingError)
  {
    let steps: [StepAction] = [
      .location(.settings(.authorizedAlways)),
      .type(NameRef("titleField", column: 1), text: title),
      .select(NameRef("tabBar", column: 1), .title(RouteRecorderStrings.startTabTitle)),
    ]
    do {
      for (offset, action) in steps.enumerated() {
        _ = try engine.perform(ScenarioStep(line: offset + 1, source: "", action: action))
      }
    } catch {
      throw ScalingError(variant: variant, message: "cannot start recording: \(error.message)")
    }
    let status = engine.host.window.view(withIdentifier: "statusLabel")?
      .inspectableProperties["text"]
    let expected = RouteRecorderStrings.recordingStatus(title: title, pointCount: 0)
    guard let status, unquoted(status) == expected else {
      throw ScalingError(
        variant: variant,
        message: "expected the status \(quoted(expected)) after Start, found \(status ?? "none")")
    }
  }
}
