import CoreLocationLite
import Domain

/// The recorder's use cases that show what was recorded: fixes saved, location errors, the
/// footprint overlay and the history.
extension Recorder {
  // MARK: - Save locations

  /// A batch of fixes arrives while recording; its recordable fixes are saved.
  enum SaveLocations {
    enum Response: Sendable, Equatable {
      case saved(
        title: String, pointCount: Int, center: LocationCoordinate2D,
        footprints: [LocationCoordinate2D]?)
      case failed(StoreError, FinishedRecording)
    }

    enum ViewModel: Sendable, Equatable {
      /// `footprints` redraws the overlay when it is shown.
      case saved(
        statusText: String, center: LocationCoordinate2D, footprints: [LocationCoordinate2D]?)
      case failed(errorMessage: String, finishedStatusText: String)
    }
  }

  // MARK: - Report location error

  /// The location manager fails while recording; a final error ends the recording.
  enum ReportLocationError {
    struct Response: Sendable, Equatable {
      let error: LocationError
      let finishedRecording: FinishedRecording?
    }

    struct ViewModel: Sendable, Equatable {
      let statusText: String
      let finishesRecording: Bool
    }
  }

  // MARK: - Toggle footprints

  /// The user selects the footprints tab.
  enum ToggleFootprints {
    struct Request: Sendable, Equatable {}

    struct Response: Sendable, Equatable {
      let footprints: FootprintsChange
      let isRecording: Bool
    }

    struct ViewModel: Sendable, Equatable {
      let footprints: FootprintsChange
      let tabSelection: TabSelection
    }
  }

  // MARK: - Show history

  /// The user selects the history tab.
  enum ShowHistory {
    struct Request: Sendable, Equatable {}

    struct Response: Sendable, Equatable {
      let isRecording: Bool
    }

    struct ViewModel: Sendable, Equatable {
      let tabSelection: TabSelection
    }
  }
}
