/// The counter scene's use cases: for each, what travels the VIP cycle — the view
/// controller's request, the interactor's response and the presenter's view model.
enum Counter {
  // MARK: - Load count

  /// The screen opens and shows the count it starts with.
  enum LoadCount {
    struct Request: Sendable, Equatable {}

    struct Response: Sendable, Equatable {
      let count: Int
    }

    struct ViewModel: Sendable, Equatable {
      let countText: String
    }
  }

  // MARK: - Change count

  /// The user taps a button that changes the count.
  enum ChangeCount {
    /// Which button the user tapped, as the change it asks for.
    enum Change: Sendable, Equatable, CaseIterable {
      case increment
      case decrement
      case incrementByTen
      case decrementByTen
      case reset
    }

    struct Request: Sendable, Equatable {
      let change: Change
    }

    struct Response: Sendable, Equatable {
      let count: Int
    }

    struct ViewModel: Sendable, Equatable {
      let countText: String
    }
  }
}
