import RxLite
import Testing
import UIKitLite

@testable import RxMVVMVariant

/// The wireframe every Rx MVVM screen prompts through: one button per action, then the cancel
/// action; the one tapped is sent, then the prompt completes; disposing dismisses the alert.
@MainActor
@Suite("Rx MVVM wireframe")
struct RxMVVMWireframeTests {
  enum Choice: String, PromptAction {
    case keep = "Keep"
    case delete = "Delete"
    case cancel = "Cancel"

    var title: String { rawValue }
    var isDestructive: Bool { self == .delete }
  }

  @MainActor
  final class Fixture {
    let window = Window()
    let wireframe = DefaultWireframe()
    private(set) var events: [String] = []
    private let bag = DisposeBag()

    init() {
      window.rootViewController = ViewController()
      wireframe.presentingViewController = window.rootViewController
    }

    var alert: AlertController? { window.rootViewController?.presentedViewController as? AlertController }

    func prompt(cancel: Choice?) {
      wireframe.promptFor("Route", message: "Delete it?", cancelAction: cancel, actions: [.keep, .delete])
        .subscribe(
          onNext: { [weak self] in self?.events.append("next \($0.rawValue)") },
          onCompleted: { [weak self] in self?.events.append("completed") })
        .disposed(by: bag)
    }
  }

  @Test("the actions in order, then the cancel action with the cancel style")
  func buttons() throws {
    let fixture = Fixture()
    fixture.prompt(cancel: .cancel)
    let alert = try #require(fixture.alert)
    #expect(alert.actions.map(\.title) == ["Keep", "Delete", "Cancel"])
    #expect(alert.actions.map(\.style) == [.default, .destructive, .cancel])
  }

  @Test("tapping the cancel action sends it, then completes", arguments: [Choice.cancel, .keep])
  func tappedActionIsSentThenCompletes(choice: Choice) throws {
    let fixture = Fixture()
    fixture.prompt(cancel: .cancel)
    #expect(try #require(fixture.alert).tapAction(titled: choice.title))
    #expect(fixture.events == ["next \(choice.rawValue)", "completed"])
    #expect(fixture.alert == nil)
  }

  @Test("disposing a prompt before an answer takes its alert down")
  func disposingDismisses() throws {
    let fixture = Fixture()
    let subscription = fixture.wireframe.promptFor(
      "Route", message: "Delete it?", cancelAction: Choice.cancel, actions: [Choice.delete]
    ).subscribe()
    #expect(fixture.alert != nil)
    subscription.dispose()
    #expect(fixture.alert == nil)
  }

  @Test("a prompt while an alert is up completes without an answer")
  func secondPromptCompletesAtOnce() {
    let fixture = Fixture()
    fixture.prompt(cancel: nil)
    fixture.prompt(cancel: nil)
    #expect(fixture.events == ["completed"])
  }
}
