import Domain
import Storyboards
import StoreLite
import Testing
import UIKitLite

@testable import StoreVariant

@MainActor
@Suite("Store restaurant search view controller")
struct StoreRestaurantSearchViewControllerTests {
  typealias Doubles = StoreRestaurantSearchDependencies
  let doubles = Doubles()

  private func makeScreen() throws -> (
    RestaurantSearchViewController, RestaurantSearchView
  ) {
    let store = Store(initialState: RestaurantSearchFeature.State()) { doubles.feature() }
    let viewController = RestaurantSearchViewController(store: store)
    let view = try #require(viewController.view as? RestaurantSearchView)
    return (viewController, view)
  }

  @Test func theFirstFixEnablesSearchAndCentresTheMapOnce() throws {
    let (viewController, view) = try makeScreen()
    defer { withExtendedLifetime(viewController) {} }
    #expect(!view.searchButton.isEnabled)
    doubles.deliver([Doubles.fix(Doubles.tokyo)])
    #expect(view.searchButton.isEnabled)
    #expect(view.mapView.centerCoordinate == Doubles.tokyo)
    doubles.deliver([Doubles.fix(Doubles.shibuya)])
    #expect(view.mapView.centerCoordinate == Doubles.tokyo)
  }

  @Test func aSearchAnimatesUntilItsShopsBecomeMarkers() throws {
    let (viewController, view) = try makeScreen()
    defer { withExtendedLifetime(viewController) {} }
    doubles.deliver([Doubles.fix(Doubles.tokyo)])
    doubles.answers = [.success(FoundShops(shops: [Doubles.ramen, Doubles.sushi]))]
    view.searchButton.tap()
    #expect(view.activityIndicator.isAnimating)
    doubles.mainLoop.advance(by: .seconds(1))
    #expect(!view.activityIndicator.isAnimating)
    #expect(view.mapView.annotations.map(\.id) == ["J1", "J2"])
  }

  @Test func disappearingCancelsEverythingAndFreesTheScreen() throws {
    weak var released: RestaurantSearchViewController?
    do {
      let (viewController, view) = try makeScreen()
      released = viewController
      doubles.deliver([Doubles.fix(Doubles.tokyo)])
      view.searchButton.tap()
      viewController.viewWillDisappear(false)
      #expect(viewController.store.runningEffects == 0)
    }
    doubles.mainLoop.advance(by: .seconds(2))
    #expect(released == nil)
    #expect(StoreResources.runningEffects == 0)
  }
}
