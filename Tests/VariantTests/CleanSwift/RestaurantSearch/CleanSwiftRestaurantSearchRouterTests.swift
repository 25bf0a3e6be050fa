import CoreLocationLite
import Domain
import Foundation
import SceneContract
import Testing
import UIKitLite

@testable import CleanSwiftVariant

/// The restaurant search's router leads nowhere yet, but holds what another scene would read:
/// its data store (the interactor's location and shops) and, weakly, the screen a route would
/// start from.
@MainActor
@Suite("Clean Swift restaurant search router")
struct CleanSwiftRestaurantSearchRouterTests {
  private typealias Host = RestaurantSearchSceneHost

  private func router(of host: Host) throws
    -> (RestaurantSearchRouter, RestaurantSearchViewController)
  {
    let viewController = try #require(
      host.window.rootViewController as? RestaurantSearchViewController)
    let router = try #require(viewController.router as? RestaurantSearchRouter)
    return (router, viewController)
  }

  @Test func itsDataStoreIsTheInteractorAndItsScreenTheSceneRoot() throws {
    let host = try Host(CleanSwiftStyle.declaration)
    let (router, viewController) = try router(of: host)
    #expect(router.viewController === viewController)
    #expect(router.dataStore === viewController.interactor)
  }

  @Test func theDataStoreHoldsTheLatestLocationAndTheShopsOnTheMap() throws {
    let host = try Host(CleanSwiftStyle.declaration)
    let dataStore = try #require(try router(of: host).0.dataStore)
    #expect(dataStore.currentLocation == nil)
    #expect(dataStore.shops.isEmpty)
    host.deliver(Host.tokyoStation)
    #expect(dataStore.currentLocation == Host.tokyoStation)
    try host.type("keywordField", "ramen")
    host.advance(milliseconds: 1_000)
    #expect(dataStore.shops.count == 2)
    #expect(try dataStore.shops.map(\.id) == host.markers().map(\.id))
    host.deliver(Host.shibuyaStation)
    #expect(dataStore.currentLocation == Host.shibuyaStation)
    #expect(try dataStore.shops.map(\.id) == host.markers().map(\.id), "until the next search")
  }

  @Test func anEmptyAnswerEmptiesTheDataStore() throws {
    let host = try Host(CleanSwiftStyle.declaration)
    let dataStore = try #require(try router(of: host).0.dataStore)
    host.deliver(Host.tokyoStation)
    try host.tap("searchButton")
    host.advance(milliseconds: 1_000)
    #expect(dataStore.shops.count == 6)
    host.deliver(Host.mountFuji)
    try host.tap("searchButton")
    host.advance(milliseconds: 1_000)
    #expect(dataStore.shops.isEmpty)
    #expect(try host.markers().isEmpty)
  }

  @Test func itDoesNotKeepItsScreenAlive() throws {
    let host = try Host(CleanSwiftStyle.declaration)
    let router = try router(of: host).0
    #expect(router.viewController != nil)
    host.tearDown()
    #expect(router.viewController == nil)
  }
}
