import Engine
import Foundation
import Reports
import SceneContract
import VariantRegistry

/// `workbench play <feature> --variant <v> [--live] [--trace]`: one screen, driven a step per
/// line from stdin, in virtual time or, with `--live`, in real time against the real Hotpepper
/// service; `--trace` adds each step's calls and changed state.
@MainActor
enum PlayCommand {
  static func run(root: URL, options: PlayOptions) -> ExitCode {
    let fixtures = root.appendingPathComponent("Scenarios/fixtures", isDirectory: true)
    let runner = ScenarioRunner(registry: Registry.styles, fixturesRoot: fixtures)
    let session: ScenarioSession
    var live: PlayLive?
    do {
      if options.live {
        (session, live) = try PlayLoop.liveSession(
          feature: options.feature, variant: options.variant, runner: runner,
          environment: ProcessInfo.processInfo.environment)
      } else {
        session = try PlayLoop.session(
          feature: options.feature, variant: options.variant, runner: runner,
          traceFrom: options.trace ? root : nil)
      }
    } catch let error as UsageError {
      Terminal.error(error.description)
      return .usage
    } catch {
      Terminal.error("error: \(error)")
      return .usage
    }
    let loop = PlayLoop(
      session: session, interactive: Terminal.isInteractiveInput, live: live,
      readLine: { Swift.readLine(strippingNewline: true) }, write: Terminal.write)
    return loop.run()
  }
}
