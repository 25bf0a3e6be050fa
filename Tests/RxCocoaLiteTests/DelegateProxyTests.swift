import CoreLocationLite
import RxCocoaLite
import RxLite
import Testing
import UIKitLite

@MainActor
@Suite("DelegateProxy on the tab bar and the map view")
struct DelegateProxyTests {
  @Test func emitsEachSelectionAndForwardsItToThePreviousDelegateFirst() {
    let start = TabBarItem(title: "start", tag: 0)
    let tabBar = TabBar(items: [start])
    var log: [String] = []
    let previous = TabBarSpy { log.append("delegate \($0.tag)") }
    tabBar.delegate = previous
    let subscription = tabBar.rx.didSelectItem.subscribe(onNext: { log.append("rx \($0.tag)") })
    #expect(tabBar.delegate !== previous)
    tabBar.select(start)
    #expect(log == ["delegate 0", "rx 0"])
    subscription.dispose()
  }

  @Test func oneProxyPerParentReusedByEveryExtension() {
    let tabBar = TabBar(items: [])
    let proxy = RxTabBarDelegateProxy.proxy(for: tabBar)
    #expect(RxTabBarDelegateProxy.proxy(for: tabBar) === proxy)
    #expect(tabBar.rx.delegate === proxy)
    #expect(tabBar.delegate === proxy)
    #expect(RxTabBarDelegateProxy.proxy(for: TabBar(items: [])) !== proxy)
  }

  @Test func reinstallsItselfWhenTheDelegateWasReplacedAndForwardsToTheReplacement() {
    let item = TabBarItem(title: "stop", tag: 1)
    let tabBar = TabBar(items: [item])
    var selections: [Int] = []
    let subscription = tabBar.rx.didSelectItem.subscribe(onNext: { selections.append($0.tag) })
    var forwarded: [Int] = []
    let replacement = TabBarSpy { forwarded.append($0.tag) }
    tabBar.delegate = replacement
    let proxy = RxTabBarDelegateProxy.proxy(for: tabBar)
    #expect(tabBar.delegate === proxy)
    #expect(proxy.forwardToDelegate() === replacement)
    tabBar.select(item)
    #expect(selections == [1])
    #expect(forwarded == [1])
    subscription.dispose()
  }

  @Test func installForwardDelegateLastsUntilDisposed() {
    let item = TabBarItem(title: "start", tag: 0)
    let tabBar = TabBar(items: [item])
    var forwarded = 0
    let spy = TabBarSpy { _ in forwarded += 1 }
    let installation = RxTabBarDelegateProxy.installForwardDelegate(
      spy, retainDelegate: false, onProxyForObject: tabBar)
    tabBar.select(item)
    #expect(forwarded == 1)
    installation.dispose()
    #expect(RxTabBarDelegateProxy.proxy(for: tabBar).forwardToDelegate() == nil)
    tabBar.select(item)
    #expect(forwarded == 1)
  }

  @Test func holdsTheForwardDelegateWeaklyUnlessAskedToRetainIt() {
    let tabBar = TabBar(items: [])
    let proxy = RxTabBarDelegateProxy.proxy(for: tabBar)
    var spy: TabBarSpy? = TabBarSpy { _ in }
    weak let weakSpy = spy
    proxy.setForwardToDelegate(spy, retainDelegate: false)
    spy = nil
    #expect(weakSpy == nil)
    #expect(proxy.forwardToDelegate() == nil)
    proxy.setForwardToDelegate(TabBarSpy { _ in }, retainDelegate: true)
    #expect(proxy.forwardToDelegate() != nil)
  }

  @Test func goesAwayTheMomentItsParentDoesAndCompletesItsSequences() {
    var tabBar: TabBar? = TabBar(items: [])
    weak var weakProxy: RxTabBarDelegateProxy?
    weak var weakTabBar: TabBar?
    var completed = false
    if let tabBar {
      weakProxy = RxTabBarDelegateProxy.proxy(for: tabBar)
      weakTabBar = tabBar
      _ = tabBar.rx.didSelectItem.subscribe(onCompleted: { completed = true })
    }
    #expect(weakProxy != nil)
    tabBar = nil
    #expect(weakTabBar == nil)
    #expect(weakProxy == nil)
    #expect(completed)
  }

  @Test func mapViewEmitsSelectedAnnotationsAndForwardsThem() {
    let mapView = MapView()
    let pin = MapAnnotation(
      id: "a", title: "A", coordinate: LocationCoordinate2D(latitude: 35, longitude: 139))
    mapView.addAnnotations([pin])
    var forwarded: [String] = []
    let spy = MapSpy { forwarded.append($0.id) }
    mapView.delegate = spy
    var selected: [MapAnnotation] = []
    let subscription = mapView.rx.didSelectAnnotation.subscribe(onNext: { selected.append($0) })
    mapView.selectAnnotation(withID: "a")
    #expect(selected == [pin])
    #expect(forwarded == ["a"])
    subscription.dispose()
    mapView.selectAnnotation(withID: "a")
    #expect(selected == [pin])
    #expect(forwarded == ["a", "a"])
  }
}

// MARK: - Spies

@MainActor
final class TabBarSpy: TabBarDelegate {
  private let onSelect: (TabBarItem) -> Void

  init(onSelect: @escaping (TabBarItem) -> Void) {
    self.onSelect = onSelect
  }

  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
    onSelect(item)
  }
}

@MainActor
final class MapSpy: MapViewDelegate {
  private let onSelect: (MapAnnotation) -> Void

  init(onSelect: @escaping (MapAnnotation) -> Void) {
    self.onSelect = onSelect
  }

  func mapView(_ mapView: MapView, didSelect annotation: MapAnnotation) {
    onSelect(annotation)
  }
}
