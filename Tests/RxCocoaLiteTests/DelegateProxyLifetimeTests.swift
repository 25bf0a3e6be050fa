import CoreLocationLite
import RxCocoaLite
import RxLite
import Testing
import UIKitLite

@MainActor
@Suite("Delegate proxies are kept by their parent and freed with it")
struct DelegateProxyLifetimeTests {
  // MARK: - Freed with the parent

  @Test func theParentAloneKeepsItsProxyAlive() {
    let tabBar = TabBar(items: [])
    weak let weakProxy = RxTabBarDelegateProxy.proxy(for: tabBar)
    #expect(weakProxy != nil)
    #expect(weakProxy === tabBar.delegate)
  }

  @Test func tabBarProxyAndItsRetainedDelegateAreFreedTheMomentTheTabBarIs() {
    var tabBar: TabBar? = TabBar(items: [])
    weak var weakProxy: RxTabBarDelegateProxy?
    weak var weakSpy: TabBarSpy?
    var events: [String] = []
    if let tabBar {
      let spy = TabBarSpy { _ in }
      weakSpy = spy
      weakProxy = RxTabBarDelegateProxy.proxy(for: tabBar)
      _ = RxTabBarDelegateProxy.installForwardDelegate(
        spy, retainDelegate: true, onProxyForObject: tabBar)
      _ = tabBar.rx.didSelectItem.subscribe(
        onNext: { events.append("tab \($0.tag)") }, onCompleted: { events.append("completed") })
    }
    #expect(weakProxy != nil)
    #expect(weakSpy != nil)
    tabBar = nil
    #expect(weakProxy == nil)
    #expect(weakSpy == nil)
    #expect(events == ["completed"])
  }

  @Test func mapViewProxyIsFreedTheMomentTheMapViewIs() {
    var mapView: MapView? = MapView()
    weak var weakProxy: RxMapViewDelegateProxy?
    var completed = false
    if let mapView {
      weakProxy = RxMapViewDelegateProxy.proxy(for: mapView)
      _ = mapView.rx.didSelectAnnotation.subscribe(onCompleted: { completed = true })
    }
    #expect(weakProxy != nil)
    mapView = nil
    #expect(weakProxy == nil)
    #expect(completed)
  }

  @Test func tableViewProxiesAreFreedTheMomentTheTableViewIs() {
    var tableView: TableView? = TableView()
    weak var weakDelegateProxy: RxTableViewDelegateProxy?
    weak var weakDataSourceProxy: RxTableViewDataSourceProxy?
    var completed = false
    let bag = DisposeBag()
    if let tableView {
      Observable.just(["a"])
        .bind(to: tableView.rx.items) { _, _, text in TableViewCell(text: text) }
        .disposed(by: bag)
      weakDelegateProxy = RxTableViewDelegateProxy.proxy(for: tableView)
      weakDataSourceProxy = RxTableViewDataSourceProxy.proxy(for: tableView)
      tableView.rx.itemSelected.subscribe(onCompleted: { completed = true }).disposed(by: bag)
    }
    #expect(weakDelegateProxy != nil)
    #expect(weakDataSourceProxy?.forwardToDelegate() != nil)
    tableView = nil
    #expect(weakDelegateProxy == nil)
    #expect(weakDataSourceProxy == nil)
    #expect(completed)
  }

  @Test func locationManagerProxyIsFreedTheMomentTheManagerIs() {
    let device = SimulatedLocationDevice()
    var manager: LocationManager? = LocationManager(device: device)
    weak var weakProxy: RxLocationManagerDelegateProxy?
    var completions = 0
    if let manager {
      weakProxy = RxLocationManagerDelegateProxy.proxy(for: manager)
      _ = manager.rx.didChangeAuthorization.subscribe(onCompleted: { completions += 1 })
      _ = manager.rx.didUpdateLocations.subscribe(onCompleted: { completions += 1 })
    }
    #expect(weakProxy != nil)
    manager = nil
    #expect(weakProxy == nil)
    #expect(completions == 2)
  }

  // MARK: - One proxy per parent and delegate

  @Test func aSecondLookupOnTheSameParentReturnsTheSameProxy() {
    let tabBar = TabBar(items: [])
    let mapView = MapView()
    let tableView = TableView()
    let manager = LocationManager(device: SimulatedLocationDevice())
    #expect(RxTabBarDelegateProxy.proxy(for: tabBar) === RxTabBarDelegateProxy.proxy(for: tabBar))
    #expect(RxMapViewDelegateProxy.proxy(for: mapView) === mapView.rx.delegate)
    let tableDelegate = RxTableViewDelegateProxy.proxy(for: tableView)
    let tableDataSource = RxTableViewDataSourceProxy.proxy(for: tableView)
    #expect(RxTableViewDelegateProxy.proxy(for: tableView) === tableDelegate)
    #expect(RxTableViewDataSourceProxy.proxy(for: tableView) === tableDataSource)
    #expect(ObjectIdentifier(tableDelegate) != ObjectIdentifier(tableDataSource))
    #expect(
      RxLocationManagerDelegateProxy.proxy(for: manager)
        === RxLocationManagerDelegateProxy.proxy(for: manager))
  }

  // MARK: - Forwarding

  @Test func theStoredProxyStillForwardsToTheSecondaryDelegate() {
    let item = TabBarItem(title: "start", tag: 3)
    let tabBar = TabBar(items: [item])
    var log: [String] = []
    let secondary = TabBarSpy { log.append("delegate \($0.tag)") }
    tabBar.delegate = secondary
    let bag = DisposeBag()
    tabBar.rx.didSelectItem.subscribe(onNext: { log.append("rx \($0.tag)") }).disposed(by: bag)
    let proxy = RxTabBarDelegateProxy.proxy(for: tabBar)
    #expect(proxy.forwardToDelegate() === secondary)
    tabBar.select(item)
    #expect(log == ["delegate 3", "rx 3"])
  }

  @Test func theStoredLocationProxyStillForwardsToTheSecondaryDelegate() {
    let device = SimulatedLocationDevice()
    let manager = LocationManager(device: device)
    let secondary = LocationDelegateSpy()
    manager.delegate = secondary
    var statuses: [AuthorizationStatus] = []
    let bag = DisposeBag()
    manager.rx.didChangeAuthorization.subscribe(onNext: { statuses.append($0) }).disposed(by: bag)
    _ = RxLocationManagerDelegateProxy.proxy(for: manager)
    device.setAuthorization(.denied)
    #expect(statuses == [.denied])
    #expect(secondary.calls == ["status denied"])
  }
}
