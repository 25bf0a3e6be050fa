import Domain
import Foundation
import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

/// The route detail's reducer: its track is read on load (off the main actor, with its
/// figures), deletion waits for the confirmation, export writes GPX with Export disabled while
/// it runs; every database call is an effect whose answer is asserted.
@MainActor
@Suite("Store route recorder route detail feature")
struct StoreRouteDetailFeatureTests {
  typealias Doubles = StoreRouteRecorderDependencies
  typealias Feature = RouteDetailFeature
  typealias Text = RouteRecorderStrings

  static let fixes = [Doubles.fix(35.0, 139.0), Doubles.fix(35.1, 139.1)]

  private static func deleteConfirmation(_ route: Route) -> AlertState<Feature.Action.Alert> {
    AlertState(
      title: Text.deleteAlertTitle, message: Text.deleteAlertMessage(route),
      buttons: [
        ButtonState(role: .destructive, action: .confirmDeletion, label: Text.deleteActionTitle),
        ButtonState(role: .cancel, label: Text.cancelActionTitle),
      ])
  }

  private static func message(_ title: String, _ message: String)
    -> AlertState<Feature.Action.Alert>
  {
    AlertState(title: title, message: message, buttons: [ButtonState(label: Text.okActionTitle)])
  }

  @Test func loadingReadsTheRoutesFootprints() async throws {
    let doubles = try Doubles()
    let route = try doubles.storedRoute("Walk", fixes: Self.fixes)
    let store = doubles.testStore(Feature.State(route: route), Feature())
    await store.send(.viewDidLoad)
    let footprints = try #require(doubles.routeStore).footprints(of: route.id)
    let track = Self.track(of: route, footprints)
    await store.receive(.trackLoaded(.success(track))) { $0.track = track }
    await store.finish()
  }

  @Test func aFailedFootprintReadAlerts() async throws {
    let doubles = try Doubles()
    let route = try doubles.storedRoute("Walk")
    let gone = StoreError.routeNotFound(route.id)
    doubles.database.track = { _ in .failure(gone) }
    let store = doubles.testStore(Feature.State(route: route), Feature())
    await store.send(.viewDidLoad)
    await store.receive(.trackLoaded(.failure(gone))) {
      $0.alert = Self.message(Text.errorAlertTitle, gone.message)
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.finish()
  }

  @Test func deletingAsksFirstThenRemovesTheRoute() async throws {
    let doubles = try Doubles()
    let route = try doubles.storedRoute("Walk", fixes: Self.fixes)
    let store = doubles.testStore(Feature.State(route: route), Feature())
    await store.send(.deleteButtonTapped) { $0.alert = Self.deleteConfirmation(route) }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    #expect(try doubles.routeStore?.routes() == [route], "Cancel deletes nothing")
    await store.send(.deleteButtonTapped) { $0.alert = Self.deleteConfirmation(route) }
    await store.send(.alert(.presented(.confirmDeletion))) { $0.alert = nil }
    await store.receive(.routeDeleted(nil))
    #expect(try doubles.routeStore?.routes() == [])
    await store.finish()
  }

  @Test func aFailedDeletionAlertsAndKeepsTheRoute() async throws {
    let doubles = try Doubles()
    let route = try doubles.storedRoute("Walk")
    let readOnly = StoreError.readOnly(path: "/tmp/routes.sqlite")
    doubles.database.deleteRoute = { _ in readOnly }
    let store = doubles.testStore(Feature.State(route: route), Feature())
    await store.send(.deleteButtonTapped) { $0.alert = Self.deleteConfirmation(route) }
    await store.send(.alert(.presented(.confirmDeletion))) { $0.alert = nil }
    await store.receive(.routeDeleted(readOnly)) {
      $0.alert = Self.message(Text.errorAlertTitle, readOnly.message)
    }
    #expect(try doubles.routeStore?.routes() == [route])
    await store.finish()
  }

  @Test func exportingWritesGPXAndSaysWhere() async throws {
    let documents = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-route-detail-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: documents) }
    let doubles = try Doubles(documentsDirectory: documents)
    let route = try doubles.storedRoute("Walk", fixes: Self.fixes)
    let store = doubles.testStore(Feature.State(route: route), Feature())
    await store.send(.exportButtonTapped) { $0.isExporting = true }
    let fileName = Text.exportFileName(route)
    let message = Text.exportedMessage(route, fileName: fileName)
    await store.receive(.exportFinished(.success(message))) {
      $0.isExporting = false
      $0.alert = Self.message(Text.exportAlertTitle, message)
    }
    let gpx = try String(
      contentsOf: documents.appendingPathComponent(fileName), encoding: .utf8)
    #expect(gpx.components(separatedBy: "<trkpt").count - 1 == 2)
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.finish()
  }

  @Test func aFailedExportSaysWhy() async throws {
    let doubles = try Doubles()
    let route = try doubles.storedRoute("Walk")
    let failure = RouteDatabaseClient.ExportFailure(message: "Could not export: disk full")
    doubles.database.exportRoute = { _ in .failure(failure) }
    let store = doubles.testStore(Feature.State(route: route), Feature())
    await store.send(.exportButtonTapped) { $0.isExporting = true }
    await store.receive(.exportFinished(.failure(failure))) {
      $0.isExporting = false
      $0.alert = Self.message(Text.errorAlertTitle, failure.message)
    }
    await store.finish()
  }

  @Test func exportIsDisabledUntilItLands() async throws {
    let documents = FileManager.default.temporaryDirectory
      .appendingPathComponent("store-route-detail-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: documents) }
    let doubles = try Doubles(documentsDirectory: documents)
    doubles.mainLoop.workLatency = .milliseconds(30)
    let route = try doubles.storedRoute("Walk", fixes: Self.fixes)
    let store = doubles.testStore(Feature.State(route: route), Feature())
    await store.send(.exportButtonTapped) { $0.isExporting = true }
    await store.send(.exportButtonTapped)
    await store.advance(by: .milliseconds(30))
    let message = Text.exportedMessage(route, fileName: Text.exportFileName(route))
    await store.receive(.exportFinished(.success(message))) {
      $0.isExporting = false
      $0.alert = Self.message(Text.exportAlertTitle, message)
    }
    await store.finish()
  }

  // MARK: - Helpers

  /// What reading `route`, stored with `footprints`, gives.
  private static func track(of route: Route, _ footprints: [Footprint])
    -> RouteDatabaseClient.Track
  {
    let measured = Route(
      id: route.id, title: route.title, createdAt: route.createdAt,
      figures: RouteFigures(footprints))
    return RouteDatabaseClient.Track(
      figuresText: Text.historyRowDetail(measured), coordinates: footprints.map(\.coordinate))
  }
}
