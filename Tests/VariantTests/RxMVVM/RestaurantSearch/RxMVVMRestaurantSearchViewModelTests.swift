import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import RxCocoaLite
import RxLite
import Testing

@testable import RxMVVMVariant

/// The Rx MVVM view model on its own: events sent to the inputs of `transform(input:)`, its
/// `Output` recorded, the location manager on a simulated device, alerts answered through a
/// wireframe spy, the fixture client and the debounce scheduler on one virtual main loop.
@MainActor
@Suite("Rx MVVM restaurant search view model")
struct RxMVVMRestaurantSearchViewModelTests {
  private typealias Host = RestaurantSearchSceneHost
  private typealias ViewModel = RestaurantSearchViewModel
  private typealias Text = RestaurantSearchStrings

  /// A view model transformed once, with every output recorded from the start.
  @MainActor
  private final class Fixture {
    let loop = MainLoop(mode: .virtual)
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
    let manager: LocationManager
    let http: FixtureHTTPClient
    let wireframe = WireframeSpy()
    let viewModel: ViewModel
    let searchButtonTapped = PublishRelay<Void>()
    let keyword = BehaviorRelay(value: "")
    let markerSelected = PublishRelay<String>()
    let disposeBag = DisposeBag()
    private(set) var enabled: [Bool] = []
    private(set) var searching: [Bool] = []
    private(set) var centres: [LocationCoordinate2D] = []
    private(set) var shops: [[String]] = []
    private(set) var infoWindows: [ViewModel.InfoWindow?] = []
    private(set) var alertsShown = 0

    init() throws {
      let router = try FixtureRouter(directory: Host.fixturesDirectory)
      http = FixtureHTTPClient(loop: loop, responder: router.responder)
      manager = LocationManager(device: device)
      viewModel = ViewModel(
        with: ViewModel.Dependency(
          hotpepper: HotpepperAPI(client: http, configuration: .fixture),
          locationManager: manager, scheduler: MainLoopScheduler(loop: loop),
          backgroundScheduler: SerialDispatchQueueScheduler(
            internalSerialQueueName: "decoding", loop: loop),
          wireframe: wireframe))
      let output = viewModel.transform(
        input: ViewModel.Input(
          searchButtonTapped: searchButtonTapped.asSignal(),
          keyword: keyword.asDriver(),
          markerSelected: markerSelected.asSignal()))
      output.isSearchButtonEnabled.drive(onNext: { [weak self] in self?.enabled.append($0) })
        .disposed(by: disposeBag)
      output.isSearching.drive(onNext: { [weak self] in self?.searching.append($0) })
        .disposed(by: disposeBag)
      output.cameraCenter.drive(onNext: { [weak self] in self?.centres.append($0) })
        .disposed(by: disposeBag)
      output.shops.drive(onNext: { [weak self] in self?.shops.append($0.map(\.id)) })
        .disposed(by: disposeBag)
      output.infoWindow.drive(onNext: { [weak self] in self?.infoWindows.append($0) })
        .disposed(by: disposeBag)
      output.alertShown.emit(onNext: { [weak self] in self?.alertsShown += 1 })
        .disposed(by: disposeBag)
    }

    func locate(_ coordinate: LocationCoordinate2D, accuracy: Double = 5) {
      device.deliver([
        Location(
          coordinate: coordinate, horizontalAccuracy: accuracy,
          timestamp: Date(timeIntervalSince1970: 0))
      ])
    }

    func tapSearch() { searchButtonTapped.accept(()) }
    func type(_ text: String) { keyword.accept(text) }
  }

  // MARK: - Creation

  @Test func creatingTheViewModelTouchesNothing() throws {
    let device = SimulatedLocationDevice(authorizationStatus: .notDetermined)
    let manager = LocationManager(device: device)
    let router = try FixtureRouter(directory: Host.fixturesDirectory)
    let loop = MainLoop(mode: .virtual)
    _ = ViewModel(
      with: ViewModel.Dependency(
        hotpepper: HotpepperAPI(
          client: FixtureHTTPClient(loop: loop, responder: router.responder),
          configuration: .fixture),
        locationManager: manager, scheduler: MainLoopScheduler(loop: loop),
        backgroundScheduler: SerialDispatchQueueScheduler(
          internalSerialQueueName: "decoding", loop: loop),
        wireframe: WireframeSpy()))
    #expect(manager.delegate == nil)
    #expect(device.authorizationRequestCount == 0)
    #expect(!manager.isUpdatingLocation)
  }

  @Test func transformingAsksForWhenInUseAndStartsUpdates() throws {
    let fixture = try Fixture()
    #expect(fixture.manager.delegate is RxLocationManagerDelegateProxy)
    #expect(fixture.device.authorizationRequestCount == 1)
    #expect(!fixture.device.lastRequestWasAlways)
    #expect(fixture.manager.isUpdatingLocation)
    #expect(fixture.enabled.isEmpty && fixture.searching.isEmpty && fixture.centres.isEmpty)
  }

  // MARK: - Location

  @Test func onlyTheFirstValidLocationCentresTheCameraAndEnablesSearch() throws {
    let fixture = try Fixture()
    fixture.locate(Host.mountFuji, accuracy: -1)
    #expect(fixture.centres.isEmpty)
    fixture.locate(Host.tokyoStation)
    fixture.locate(Host.shibuyaStation)
    #expect(fixture.centres == [Host.tokyoStation])
    #expect(fixture.enabled == [true])
  }

  // MARK: - Queries

  @Test func aTapSearchesTheLatestLocationWithTheLatestKeyword() throws {
    let fixture = try Fixture()
    fixture.tapSearch()
    #expect(fixture.http.requests.isEmpty, "no location yet")
    fixture.locate(Host.tokyoStation)
    fixture.locate(Host.shibuyaStation)
    fixture.type("ramen")
    fixture.tapSearch()
    let request = try #require(fixture.http.requests.first)
    #expect(request.queryValue("lat") == "35.658034")
    #expect(request.queryValue("keyword") == "ramen")
    #expect(fixture.searching == [true])
    fixture.loop.advance(by: .milliseconds(100))
    #expect(fixture.searching == [true, false])
    #expect(fixture.shops == [["J001234602"]])
  }

  @Test func keywordEditsAreDebouncedOnTheInjectedScheduler() throws {
    let fixture = try Fixture()
    fixture.locate(Host.tokyoStation)
    fixture.type("s")
    fixture.loop.advance(by: .milliseconds(250))
    fixture.type("sushi")
    fixture.loop.advance(by: .milliseconds(499))
    #expect(fixture.http.requests.isEmpty)
    fixture.loop.advance(by: .milliseconds(1))
    #expect(fixture.http.requests.map { $0.queryValue("keyword") } == ["sushi"])
  }

  @Test func flatMapLatestCancelsTheRequestItSwitchesAwayFrom() throws {
    let fixture = try Fixture()
    fixture.locate(Host.tokyoStation)
    fixture.http.injectFault(.delay(.seconds(1)))
    fixture.tapSearch()
    fixture.type("")
    fixture.loop.advance(by: .milliseconds(500))
    #expect(fixture.http.requests.count == 2)
    #expect(fixture.http.inFlightCount == 1)
    fixture.loop.advance(by: .seconds(2))
    #expect(fixture.searching == [true, true, false])
    #expect(fixture.shops.count == 1)
  }

  // MARK: - Answers

  @Test func answersDriveShopsInfoWindowAndAlerts() throws {
    let fixture = try Fixture()
    fixture.locate(Host.tokyoStation)
    fixture.tapSearch()
    fixture.loop.advance(by: .milliseconds(100))
    fixture.markerSelected.accept("J001234504")
    fixture.markerSelected.accept("unknown")
    fixture.http.injectFault(.transport("offline"))
    fixture.tapSearch()
    fixture.loop.advance(by: .milliseconds(100))
    fixture.locate(Host.mountFuji)
    fixture.tapSearch()
    fixture.loop.advance(by: .milliseconds(100))
    #expect(fixture.shops == [(1...6).map { "J00123450\($0)" }, []])
    #expect(fixture.infoWindows.count == 3)
    #expect(fixture.infoWindows[1]?.name == "Trattoria Marunouchi Luce")
    #expect(fixture.infoWindows[1]?.genre == "Genre: イタリアン・フレンチ")
    #expect(fixture.infoWindows.last == .some(nil))
    #expect(
      fixture.wireframe.prompts == [
        WireframeSpy.Prompt(
          title: Text.failureAlertTitle,
          message: "Could not fetch restaurants: the connection failed (offline)",
          buttons: [Text.alertOKButtonTitle]),
        WireframeSpy.Prompt(
          title: Text.noShopsAlertTitle, message: Text.noShopsAlertMessage,
          buttons: [Text.alertOKButtonTitle]),
      ])
    fixture.wireframe.tap(Text.alertOKButtonTitle)
    #expect(fixture.alertsShown == 1)
  }

  // MARK: - Lifetime

  @Test func disposingEverySubscriptionCancelsTheRequestTheWaitAndTheUpdates() throws {
    let subscriptionsBefore = Resources.total
    var fixture: Fixture? = try Fixture()
    let http = try #require(fixture?.http)
    let loop = try #require(fixture?.loop)
    let manager = try #require(fixture?.manager)
    fixture?.locate(Host.tokyoStation)
    fixture?.tapSearch()
    fixture?.type("ramen")
    #expect(http.inFlightCount == 1)
    #expect(Resources.total > subscriptionsBefore)
    fixture = nil
    #expect(http.inFlightCount == 0)
    #expect(!manager.isUpdatingLocation)
    #expect(Resources.total == subscriptionsBefore)
    loop.advance(by: .seconds(1))
    #expect(http.requests.count == 1)
  }
}
