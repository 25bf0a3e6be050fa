import RxCocoaLite
import RxLite
import Testing
import UIKitLite

@MainActor
@Suite("Widget binders")
struct WidgetBindingTests {
  @Test func viewIsHidden() {
    let view = View()
    view.rx.isHidden.onNext(true)
    #expect(view.isHidden)
    view.rx.isHidden.onNext(false)
    #expect(!view.isHidden)
  }

  @Test func controlIsEnabled() {
    let button = Button()
    button.rx.isEnabled.onNext(false)
    #expect(!button.isEnabled)
    #expect(!button.tap())
  }

  @Test func buttonTitle() {
    let button = Button(title: "Old")
    button.rx.title().onNext("New")
    #expect(button.title == "New")
  }

  @Test func activityIndicatorIsAnimating() {
    let indicator = ActivityIndicator()
    indicator.rx.isAnimating.onNext(true)
    #expect(indicator.isAnimating)
    indicator.rx.isAnimating.onNext(false)
    #expect(!indicator.isAnimating)
  }

  @Test func tabBarItemIsEnabled() {
    let item = TabBarItem(title: "stop", tag: 1)
    let tabBar = TabBar(items: [item])
    item.rx.isEnabled.onNext(false)
    #expect(!item.isEnabled)
    #expect(!tabBar.select(item))
  }
}
