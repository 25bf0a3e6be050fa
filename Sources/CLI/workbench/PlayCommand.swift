import Foundation
import Harness
import SceneContract
import VariantRegistry

/// `workbench play <feature> --variant <v>`: one screen, driven a step per line from stdin.
@MainActor
enum PlayCommand {
  static func run(root: URL, feature: FeatureID, variant: VariantID) -> ExitCode {
    let fixtures = root.appendingPathComponent("Scenarios/fixtures", isDirectory: true)
    let runner = ScenarioRunner(registry: Registry.variants, fixturesRoot: fixtures)
    let session: ScenarioSession
    do {
      session = try PlayLoop.session(feature: feature, variant: variant, runner: runner)
    } catch let error as UsageError {
      Terminal.error(error.description)
      return .usage
    } catch {
      Terminal.error("error: \(error)")
      return .usage
    }
    let loop = PlayLoop(
      session: session, interactive: Terminal.isInteractiveInput,
      readLine: { Swift.readLine(strippingNewline: true) }, write: Terminal.write)
    return loop.run()
  }
}
