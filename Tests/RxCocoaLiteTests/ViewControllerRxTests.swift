import RxCocoaLite
import RxLite
import Testing
import UIKitLite

@MainActor
@Suite("ViewController.rx.methodInvoked")
struct ViewControllerRxTests {
  @Test func sendsEachAppearanceAfterTheMethodRanUntilDisposed() {
    let screen = LifecycleRecordingViewController()
    let navigation = NavigationController(rootViewController: Screen())
    let window = Window()
    window.rootViewController = navigation
    var heard: [String] = []
    let subscription = screen.rx.methodInvoked(.viewWillAppear)
      .subscribe(onNext: { arguments in
        heard.append("invoked \(arguments.first as? Bool ?? true) after \(screen.calls)")
      })
    navigation.pushViewController(screen, animated: false)
    navigation.popViewController(animated: false)
    navigation.pushViewController(screen, animated: false)
    #expect(heard == [
      "invoked false after [\"viewWillAppear\"]",
      "invoked false after [\"viewWillAppear\", \"viewWillAppear\"]",
    ])
    subscription.dispose()
    navigation.popViewController(animated: false)
    navigation.pushViewController(screen, animated: false)
    #expect(heard.count == 2)
  }

  @Test func tellsEachMethodApart() {
    let screen = Screen()
    var heard: [String] = []
    let bag = DisposeBag()
    screen.rx.methodInvoked(.viewDidLoad).subscribe(onNext: { _ in heard.append("load") })
      .disposed(by: bag)
    screen.rx.methodInvoked(.viewDidDisappear).subscribe(onNext: { _ in heard.append("gone") })
      .disposed(by: bag)
    let window = Window()
    window.rootViewController = screen
    window.rootViewController = Screen()
    #expect(heard == ["load", "gone"])
  }
}

@MainActor
private final class Screen: ViewController {}

@MainActor
private final class LifecycleRecordingViewController: ViewController {
  private(set) var calls: [String] = []

  override func viewWillAppear(_ animated: Bool) {
    calls.append("viewWillAppear")
  }
}
