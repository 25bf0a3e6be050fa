import Storyboards
import Testing
import UIKitLite

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift counter router")
struct CleanSwiftCounterRouterTests {
  @Test func dataPassedIntoTheDataStoreIsWhatTheScreenShows() throws {
    // Given
    let viewController = CounterViewController()
    let dataStore = try #require(viewController.router?.dataStore)
    // When
    dataStore.count = -250
    let view = try #require(viewController.view as? CounterView)
    view.countUpButton.tap()
    // Then
    #expect(view.countLabel.text == "-249")
    #expect(dataStore.count == -249)
  }

  @Test func holdsItsViewControllerWeakly() {
    // Given
    let router = CounterRouter()
    // When
    do {
      let viewController = CounterViewController()
      router.viewController = viewController
      #expect(router.viewController != nil)
    }
    // Then
    #expect(router.viewController == nil)
  }
}
