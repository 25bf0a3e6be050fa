import Foundation
import Domain
import MainLoop
import ScenarioLanguage
import SceneContract
import UIKitLite

/// One screen played step by step, for `workbench play`: each line typed is parsed, checked
/// against the screen on display, performed, and answered with the screen it leaves.
@MainActor
public final class ScenarioSession {
  /// The path session errors name (`stdin:3:5: …`).
  public static let path = "stdin"

  public let feature: FeatureID
  public let variant: VariantID
  /// What each step sent between the variant's roles, the platform and its runtimes, and the
  /// state of the variant's objects it changed (`play --trace`); nil when not traced.
  public private(set) var lastFlow: [FlowMessage]?
  private let engine: ScenarioEngine
  private let runner: ScenarioRunner
  /// The style's calls between its own roles, read from its sources when tracing.
  private let rolePaths: RoleCallPath?
  private let traces: Bool
  private var lineNumber = 0
  private var teardownLine: Int?

  /// Builds and shows `feature`'s screen as `variant` implements it.
  ///
  /// - Throws: ``ScenarioError`` when the variant does not implement the feature.
  /// - Parameter traceFrom: the repository whose sources hold the style's role files: every
  ///   step is then traced (see ``lastFlow``); nil plays untraced.
  public init(
    feature: FeatureID, variant: VariantID, runner: ScenarioRunner,
    launchOptions: LaunchOptions = LaunchOptions(), traceFrom repositoryRoot: URL? = nil
  ) throws {
    guard let builder = runner.builder(for: feature, variant: variant) else {
      let implementing = runner.variants(implementing: feature).map(\.rawValue)
      throw ScenarioError(
        file: Self.path, line: 0, column: 0,
        message: "expected a variant that implements \(feature.rawValue) "
          + "(\(implementing.joined(separator: ", "))), found `\(variant.rawValue)`")
    }
    self.feature = feature
    self.variant = variant
    self.runner = runner
    traces = repositoryRoot != nil
    rolePaths = repositoryRoot.flatMap { root in
      runner.registry.first { $0.id == variant }.flatMap {
        RoleCallPath.load(repositoryRoot: root, style: $0, feature: feature)
      }
    }
    engine = runner.makeEngine(builder, launchOptions: launchOptions)
    engine.load()
  }

  /// Every step performed so far, the load first.
  public var records: [StepRecord] { engine.records }

  /// What the screen shows now.
  public var snapshot: ScreenSnapshot { engine.host.window.snapshot() }

  /// Parses and performs one line. A blank or comment line performs nothing and returns the
  /// current screen as a record of the last step.
  ///
  /// - Throws: ``ScenarioError`` (with the column) when the line is malformed or names a widget,
  ///   property or title the screen does not have; ``StepError`` when the step cannot be
  ///   performed; ``ExpectationFailure`` when an `expect` line does not hold (the step still
  ///   counts and ``snapshot`` shows the screen).
  public func perform(line: String) throws -> StepRecord {
    lineNumber += 1
    guard let step = try ScenarioParser.parseLine(line, line: lineNumber, path: Self.path) else {
      return engine.records[engine.records.count - 1]
    }
    try checkOrder(step)
    if engine.host.isShowing, let view = engine.host.visibleView {
      let scenario = Scenario(
        name: Self.path, feature: feature, path: Self.path, steps: [step], summary: "")
      try ScenarioValidator.validate(scenario, against: ScreenCatalog(feature: feature, root: view))
    }
    let (record, failure) = try traces ? traced(step) : engine.perform(step)
    if step.action == .teardown { teardownLine = step.line }
    if let failure { throw failure }
    return record
  }

  /// Performs `step` with every hook reporting to a recorder and the variant's objects
  /// watched for changed state; keeps what it saw in ``lastFlow``.
  private func traced(_ step: ScenarioStep) throws(StepError) -> (
    StepRecord, ExpectationFailure?
  ) {
    let index = engine.records.count
    let recorder = FlowRecorder(step: index, root: FlowEntry.root(of: step.action))
    if engine.host.isShowing {
      let watch = FlowStateWatch(root: engine.host.window.rootViewController)
      watch.showsPreviousValue = true
      recorder.watch = watch
    }
    if let input = FlowEntry.input(of: step.action, on: engine.host) {
      recorder.input(to: input.layer, label: input.label)
    }
    FlowTrace.recorder = recorder
    runner.registry.installRuntimeFlowRecorder(recorder)
    defer {
      FlowTrace.recorder = nil
      runner.registry.installRuntimeFlowRecorder(nil)
      recorder.flushState()
      lastFlow =
        rolePaths?.messages(for: step.action, merging: recorder.messages, step: index)
        ?? recorder.messages
    }
    return try engine.perform(step)
  }

  /// Tears the screen down (unless a `teardown` line already did) and reports what it left
  /// alive.
  public func tearDown() -> (
    leakedComponents: [String], liveSubscriptions: Int, pendingWork: PendingWork
  ) {
    let report = engine.host.isShowing ? engine.tearDown() : engine.lastTeardown
    teardownLine = teardownLine ?? lineNumber
    return (
      report?.leakedComponents ?? [], report?.liveSubscriptions ?? 0,
      report?.pendingWork ?? .none
    )
  }

  private func checkOrder(_ step: ScenarioStep) throws {
    let isLeakCheck = step.action == .expect(.noLeaks)
    if let teardownLine, !isLeakCheck {
      throw ScenarioError(
        file: Self.path, line: step.line, column: 1,
        message: "expected only `expect no leaks` after `teardown` (line \(teardownLine))")
    }
    if isLeakCheck, teardownLine == nil {
      throw ScenarioError(
        file: Self.path, line: step.line, column: 1,
        message: "expected a `teardown` step before `expect no leaks`")
    }
  }
}
