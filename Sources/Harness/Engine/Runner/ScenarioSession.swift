import Domain
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
  private let engine: ScenarioEngine
  private var lineNumber = 0
  private var teardownLine: Int?

  /// Builds and shows `feature`'s screen as `variant` implements it.
  ///
  /// - Throws: ``ScenarioError`` when the variant does not implement the feature.
  public init(
    feature: FeatureID, variant: VariantID, runner: ScenarioRunner,
    launchOptions: LaunchOptions = LaunchOptions()
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
    let (record, failure) = try engine.perform(step)
    if step.action == .teardown { teardownLine = step.line }
    if let failure { throw failure }
    return record
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
