import Testing
import UIKitLite

@MainActor
@Suite("View controllers, windows and snapshots")
struct ViewControllerTests {
  @Test func viewLoadsOnceAndAppearsInTheWindow() {
    let controller = LifecycleSpy()
    let window = Window()
    #expect(!controller.isViewLoaded)
    window.rootViewController = controller
    _ = controller.view
    #expect(controller.events == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
    window.rootViewController = nil
    #expect(controller.events.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
  }

  @Test func alertIsPresentedOnceAndDismissedBeforeItsHandlerRuns() {
    let controller = LifecycleSpy()
    let window = Window()
    window.rootViewController = controller
    var presentedDuringHandler: AlertController?
    let alert = AlertController(title: "Confirm", message: "Stop recording?")
    alert.addAction(AlertAction(title: "OK", style: .default) { _ in
      presentedDuringHandler = window.presentedAlert
    })
    alert.addAction(AlertAction(title: "Cancel", style: .cancel))
    controller.present(alert, animated: true)
    controller.present(AlertController(title: "Second", message: nil), animated: true)
    #expect(window.presentedAlert === alert)
    #expect(window.snapshot().lines.last
      == "alert title=\"Confirm\" message=\"Stop recording?\" actions=[OK, Cancel]")
    #expect(!alert.tapAction(titled: "Nope"))
    #expect(alert.tapAction(titled: "OK"))
    #expect(presentedDuringHandler == nil)
    #expect(window.presentedAlert == nil)
  }

  @Test func navigationMovesAppearanceBetweenScreens() {
    let first = LifecycleSpy()
    let second = LifecycleSpy()
    let navigation = NavigationController(rootViewController: first)
    let window = Window()
    window.rootViewController = navigation
    first.events.removeAll()
    navigation.pushViewController(second, animated: true)
    #expect(first.events == ["viewWillDisappear", "viewDidDisappear"])
    #expect(window.visibleViewController === second)
    #expect(second.navigationController === navigation)
    navigation.popViewController(animated: true)
    #expect(second.events.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    #expect(first.events.suffix(2) == ["viewWillAppear", "viewDidAppear"])
    #expect(navigation.popViewController(animated: true) == nil)
  }

  @Test func snapshotListsVisibleIdentifiedWidgetsInTreeOrder() {
    let controller = LifecycleSpy()
    let window = Window()
    window.rootViewController = controller
    controller.title = "Counter"
    let container = View()
    let label = Label(identifier: "countLabel", text: "say \"hi\" 🍜")
    let button = Button(identifier: "countUpButton", title: "+1")
    let hidden = Label(identifier: "banner", text: "secret")
    hidden.isHidden = true
    let hiddenContainer = View()
    hiddenContainer.isHidden = true
    hiddenContainer.addSubview(Label(identifier: "inner", text: "x"))
    button.isEnabled = false
    container.addSubview(label)
    container.addSubview(button)
    controller.view.addSubview(container)
    controller.view.addSubview(hidden)
    controller.view.addSubview(hiddenContainer)
    #expect(window.snapshot().lines == [
      "title \"Counter\"",
      "label countLabel text=\"say \\\"hi\\\" 🍜\"",
      "button countUpButton title=\"+1\" enabled=false",
      "label banner hidden",
    ])
    #expect(window.view(withIdentifier: "countUpButton") === button)
  }

  @Test func formattingIsLocaleIndependentAndEscapesEverything() {
    #expect(fixed(35.6812345, decimals: 6) == "35.681235")
    #expect(fixed(-0.0000001, decimals: 3) == "0.000")
    #expect(fixed(-12.5, decimals: 1) == "-12.5")
    #expect(fixed(1234.05, decimals: 0) == "1234")
    #expect(quoted("a\\b\n\t") == "\"a\\\\b\\n\\t\"")
  }
}

@MainActor
private final class LifecycleSpy: ViewController {
  var events: [String] = []
  override func loadView() {
    events.append("loadView")
    super.loadView()
  }
  override func viewDidLoad() { events.append("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { events.append("viewDidDisappear") }
}
