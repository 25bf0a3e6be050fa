import CoreLocationLite
import Foundation
import Testing

@testable import Domain

@Suite("Route figures and strings")
struct RouteFiguresTests {
  // MARK: - Figures

  @Test func distanceIsTheHaversineSumAndDurationLastMinusFirst() {
    let footprints = [
      footprint(0, latitude: 35, longitude: 139, second: 10),
      footprint(1, latitude: 36, longitude: 139, second: 70),
      footprint(2, latitude: 36, longitude: 139, second: 3_735),
    ]
    let figures = RouteFigures(footprints)
    #expect(figures.pointCount == 3)
    #expect(abs(figures.distance - 111_195.080_233_5) < 1e-6)
    #expect(figures.duration == 3_725)
    #expect(figures.lastCoordinate == LocationCoordinate2D(latitude: 36, longitude: 139))
    let osaka = LocationCoordinate2D(latitude: 34.702485, longitude: 135.495951)
    let tokyo = LocationCoordinate2D(latitude: 35.681236, longitude: 139.767125)
    #expect(abs(tokyo.distance(to: osaka) - 403_500) < 1_000)
  }

  @Test func emptySingleAndBackwardsRoutesHaveNoDuration() {
    #expect(RouteFigures() == RouteFigures([]))
    #expect(RouteFigures().duration == 0 && RouteFigures().distance == 0)
    let single = RouteFigures([footprint(0, latitude: 1, longitude: 2, second: 5)])
    #expect(single.pointCount == 1 && single.duration == 0 && single.distance == 0)
    let backwards = RouteFigures([
      footprint(0, latitude: 1, longitude: 2, second: 50),
      footprint(1, latitude: 1, longitude: 2, second: 20),
    ])
    #expect(backwards.duration == 0)
  }

  @Test func addingOnePointAtATimeEqualsComputingAtOnce() {
    let footprints = SyntheticWalk(seed: 5).fixes(count: 300).enumerated().map {
      Footprint(sequence: $0.offset, location: $0.element)
    }
    var running = RouteFigures()
    for footprint in footprints { running.add(footprint) }
    #expect(running == RouteFigures(footprints))
    #expect(running.distance > 300 && running.distance < 600)
  }

  @Test func footprintKeepsTheFixToTheMillisecond() {
    let location = Location(
      coordinate: LocationCoordinate2D(latitude: 1.5, longitude: -2.25), altitude: 7,
      horizontalAccuracy: 3, speed: 2, course: 45,
      timestamp: Date(timeIntervalSince1970: 1_700_000_000.123_456))
    let footprint = Footprint(sequence: 4, location: location)
    #expect(footprint.timestamp == Date(millisecondsSince1970: 1_700_000_000_123))
    #expect(footprint.location.coordinate == location.coordinate)
    #expect(footprint.location.altitude == 7 && footprint.location.course == 45)
  }

  @Test func onlyValidRealPositionsAreRecordable() {
    let good = routeFix(latitude: 35, second: 0)
    #expect(good.isRecordable)
    #expect(!routeFix(latitude: 35, second: 0, accuracy: -1).isRecordable)
    #expect(!routeFix(latitude: .nan, second: 0).isRecordable)
    #expect(!routeFix(latitude: 91, second: 0).isRecordable)
    #expect(routeFix(latitude: 35, second: 0, accuracy: 0).isRecordable)
  }

  // MARK: - Number formatting

  @Test(arguments: [(0, "0 points"), (1, "1 point"), (2, "2 points"), (10_000, "10000 points")])
  func pointCountsArePluralised(count: Int, text: String) {
    #expect(RouteRecorderStrings.pointsText(count) == text)
  }

  @Test(arguments: [
    (0.0, "0.0 m"), (0.04, "0.0 m"), (0.05, "0.1 m"), (12.34, "12.3 m"), (999.96, "1000.0 m"),
    (1_234_567.89, "1234567.9 m"), (111_195.080_233_5, "111195.1 m"),
  ])
  func distancesShowMetresWithOneDecimal(meters: Double, text: String) {
    #expect(RouteRecorderStrings.distanceText(meters) == text)
  }

  @Test(arguments: [
    (0.0, "0:00:00"), (59.999, "0:00:59"), (303, "0:05:03"), (3_661.9, "1:01:01"),
    (97_200, "27:00:00"), (-5, "0:00:00"), (.infinity, "0:00:00"),
  ])
  func durationsShowHoursMinutesSeconds(seconds: Double, text: String) {
    #expect(RouteRecorderStrings.durationText(seconds) == text)
  }

  // MARK: - Texts

  @Test func recorderTextsMatchTheSpecification() {
    typealias Text = RouteRecorderStrings
    #expect(Text.recordingStatus(title: #"A "quoted" 🐾"#, pointCount: 0)
      == #"Recording "A "quoted" 🐾" — 0 points"#)
    #expect(Text.recordingStatus(title: "Walk", pointCount: 1) == #"Recording "Walk" — 1 point"#)
    #expect(Text.savedStatus(title: "Walk", pointCount: 2) == #"Saved "Walk" — 2 points"#)
    #expect(Text.emptyTitleError == "Enter a title to start recording.")
    #expect(Text.missingPermissionError == #"Location permission "Always" is required to record."#)
    #expect(Text.duplicateTitleError("Walk") == #"A route named "Walk" already exists."#)
    #expect([Text.stopAlertTitle, Text.stopAlertMessage, Text.okActionTitle,
      Text.cancelActionTitle] == ["Confirm", "Stop recording?", "OK", "Cancel"])
    #expect(Text.locationUnavailable(LocationError.locationUnknown)
      == "Location unavailable: location unknown")
    #expect([Text.startTabTitle, Text.stopTabTitle, Text.footprintsTabTitle,
      Text.historyTabTitle] == ["Start", "Stop", "Footprints", "History"])
  }

  @Test func historyTextsShowTheRouteFigures() {
    typealias Text = RouteRecorderStrings
    let route = Route(
      id: 7, title: "Evening 🌙", createdAt: Date(millisecondsSince1970: 0),
      figures: RouteFigures([
        footprint(0, latitude: 35, longitude: 139, second: 0),
        footprint(1, latitude: 35.01, longitude: 139, second: 65),
        footprint(2, latitude: 35.01, longitude: 139, second: 3_723),
      ]))
    #expect(Text.historyRowTitle(route) == "Evening 🌙")
    #expect(Text.historyRowDetail(route) == "3 points, 1112.0 m, 1:02:03")
    #expect(Text.deleteAlertMessage(route) == #"Delete "Evening 🌙" and its 3 points?"#)
    #expect(Text.exportFileName(route) == "route-7.gpx")
    #expect(Text.exportedMessage(route, fileName: "route-7.gpx")
      == #"Exported "Evening 🌙" to route-7.gpx."#)
  }

  // MARK: - Accuracy and rules

  @Test func accuracySettingsMapToDesiredAccuracyAndDistanceFilter() {
    #expect(AccuracySetting.allCases.map(\.title) == [
      "bestForNavigation", "best", "nearestTenMeters", "hundredMeters", "kilometer",
      "threeKilometers",
    ])
    #expect(RouteRecorderStrings.accuracyTitles == AccuracySetting.allCases.map(\.title))
    #expect(AccuracySetting.allCases.map(\.distanceFilter) == [0, 0, 10, 100, 1_000, 3_000])
    #expect(AccuracySetting.allCases.map(\.desiredAccuracy) == [-2, -1, 10, 100, 1_000, 3_000])
    #expect(AccuracySetting(title: "kilometer") == .kilometer)
    #expect(AccuracySetting(title: "Kilometer") == nil)
  }

  @MainActor
  @Test func accuracySettingConfiguresTheManager() {
    let manager = LocationManager(device: SimulatedLocationDevice())
    AccuracySetting.hundredMeters.apply(to: manager)
    #expect(manager.desiredAccuracy == 100 && manager.distanceFilter == 100)
    AccuracySetting.bestForNavigation.apply(to: manager)
    #expect(manager.desiredAccuracy == -2 && manager.distanceFilter == 0)
  }

  @Test func bannerShowsForEveryStatusButAlways() {
    for status in AuthorizationStatus.allCases {
      let isAlways = status == .authorizedAlways
      #expect(RouteRecorderRules.showsPermissionBanner(for: status) == !isAlways)
      #expect(RouteRecorderRules.mayRecord(with: status) == isAlways)
    }
    #expect(RouteRecorderRules.isBlank(" \n\t"))
    #expect(!RouteRecorderRules.isBlank(" a "))
  }

  private func footprint(_ sequence: Int, latitude: Double, longitude: Double, second: Int)
    -> Footprint
  {
    Footprint(
      sequence: sequence,
      coordinate: LocationCoordinate2D(latitude: latitude, longitude: longitude),
      horizontalAccuracy: 5, timestamp: Date(millisecondsSince1970: Int64(second) * 1_000))
  }
}
