import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import RxCocoaLite
import RxLite
import Testing

@testable import RxMVVMVariant

/// The Rx MVVM view model on its own: events sent to its `Input`, its `Output` recorded, the
/// fixture client and the debounce scheduler on one virtual main loop.
@MainActor
@Suite("Rx MVVM restaurant search view model")
struct RxMVVMRestaurantSearchViewModelTests {
  private typealias Host = RestaurantSearchSceneHost
  private typealias ViewModel = RestaurantSearchViewModel

  /// A view model whose outputs are all recorded from the start.
  @MainActor
  private final class Fixture {
    let loop = MainLoop(mode: .virtual)
    let http: FixtureHTTPClient
    let viewModel: ViewModel
    let disposeBag = DisposeBag()
    private(set) var enabled: [Bool] = []
    private(set) var searching: [Bool] = []
    private(set) var centres: [LocationCoordinate2D] = []
    private(set) var shops: [[String]] = []
    private(set) var infoWindows: [ViewModel.InfoWindow?] = []
    private(set) var alerts: [ViewModel.Alert] = []

    init() throws {
      let router = try FixtureRouter(directory: Host.fixturesDirectory)
      http = FixtureHTTPClient(loop: loop, responder: router.responder)
      viewModel = ViewModel(
        with: ViewModel.Dependency(
          hotpepper: HotpepperAPI(client: http, configuration: .fixture),
          scheduler: MainLoopScheduler(loop: loop)))
      let output = viewModel.output
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
      output.alert.emit(onNext: { [weak self] in self?.alerts.append($0) })
        .disposed(by: disposeBag)
    }

    var input: ViewModel.Input { viewModel.input }

    func locate(_ coordinate: LocationCoordinate2D, accuracy: Double = 5) {
      input.locationsUpdated.onNext([
        Location(
          coordinate: coordinate, horizontalAccuracy: accuracy,
          timestamp: Date(timeIntervalSince1970: 0))
      ])
    }
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
    fixture.input.searchButtonTapped.onNext(())
    #expect(fixture.http.requests.isEmpty, "no location yet")
    fixture.locate(Host.tokyoStation)
    fixture.locate(Host.shibuyaStation)
    fixture.input.keywordChanged.onNext("ramen")
    fixture.input.searchButtonTapped.onNext(())
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
    fixture.input.keywordChanged.onNext("s")
    fixture.loop.advance(by: .milliseconds(250))
    fixture.input.keywordChanged.onNext("sushi")
    fixture.loop.advance(by: .milliseconds(499))
    #expect(fixture.http.requests.isEmpty)
    fixture.loop.advance(by: .milliseconds(1))
    #expect(fixture.http.requests.map { $0.queryValue("keyword") } == ["sushi"])
  }

  @Test func flatMapLatestCancelsTheRequestItSwitchesAwayFrom() throws {
    let fixture = try Fixture()
    fixture.locate(Host.tokyoStation)
    fixture.http.injectFault(.delay(.seconds(1)))
    fixture.input.searchButtonTapped.onNext(())
    fixture.input.keywordChanged.onNext("")
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
    fixture.input.searchButtonTapped.onNext(())
    fixture.loop.advance(by: .milliseconds(100))
    fixture.input.markerSelected.onNext("J001234504")
    fixture.input.markerSelected.onNext("unknown")
    fixture.http.injectFault(.transport("offline"))
    fixture.input.searchButtonTapped.onNext(())
    fixture.loop.advance(by: .milliseconds(100))
    fixture.locate(Host.mountFuji)
    fixture.input.searchButtonTapped.onNext(())
    fixture.loop.advance(by: .milliseconds(100))
    #expect(fixture.shops == [(1...6).map { "J00123450\($0)" }, []])
    #expect(fixture.infoWindows.count == 3)
    #expect(fixture.infoWindows[1]?.name == "Trattoria Marunouchi Luce")
    #expect(fixture.infoWindows[1]?.genre == "Genre: イタリアン・フレンチ")
    #expect(fixture.infoWindows.last == .some(nil))
    #expect(
      fixture.alerts.map(\.title) == [
        RestaurantSearchStrings.failureAlertTitle, RestaurantSearchStrings.noShopsAlertTitle,
      ])
    #expect(
      fixture.alerts.first?.message
        == "Could not fetch restaurants: the connection failed (offline)")
  }

  // MARK: - Lifetime

  @Test func disposingEverySubscriptionCancelsTheRequestAndTheWait() throws {
    let subscriptionsBefore = Resources.total
    var fixture: Fixture? = try Fixture()
    let http = try #require(fixture?.http)
    let loop = try #require(fixture?.loop)
    fixture?.locate(Host.tokyoStation)
    fixture?.input.searchButtonTapped.onNext(())
    fixture?.input.keywordChanged.onNext("ramen")
    #expect(http.inFlightCount == 1)
    #expect(Resources.total > subscriptionsBefore)
    fixture = nil
    #expect(http.inFlightCount == 0)
    #expect(Resources.total == subscriptionsBefore)
    loop.advance(by: .seconds(1))
    #expect(http.requests.count == 1)
  }
}
