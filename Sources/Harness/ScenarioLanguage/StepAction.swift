/// What a step does.
public enum StepAction: Sendable, Equatable {
  /// `tap <id>` or `tap <id> x<n>`: a user taps a button, `times` times in a row.
  case tap(NameRef, times: Int)
  /// `type <id> "<text>"`: the field ends up holding the text (one editing change).
  case type(NameRef, text: String)
  /// `clear <id>`: the user empties the field (one editing change).
  case clear(NameRef)
  /// `select <id> …`: a segment or tab by title, a table row, or a map marker.
  case select(NameRef, SelectionTarget)
  /// `alert tap "<title>"`, `alert confirm`, `alert cancel`.
  case alert(AlertChoice)
  /// `back`: pops the navigation stack.
  case back
  /// `advance <duration>`: virtual time passes.
  case advance(Duration)
  /// `restart`: tears the screen down and builds a new one on the same environment.
  case restart
  /// `teardown`: tears the screen down for good.
  case teardown
  /// `app background` or `app foreground`: the user leaves the app or comes back to it.
  case app(AppStep)
  /// `location …`: the simulated device's authorization, fixes and errors.
  case location(LocationStep)
  /// `http …`: faults and latency of the fixture HTTP client.
  case http(HTTPStep)
  /// `work …`: how long the app's work off the main thread takes.
  case work(WorkStep)
  /// `store …`: damage to the route database on the simulated phone's disk.
  case store(StoreStep)
  /// `expect …`: a check that fails the variant when it does not hold.
  case expect(Expectation)
}

/// What a `select` step picks.
public enum SelectionTarget: Sendable, Equatable {
  /// A segment of a segmented control, or an item of a tab bar, by its title.
  case title(String)
  /// A table row, counted from 0 as snapshots show them.
  case row(Int)
  /// A map marker, by annotation id.
  case marker(String)
}

/// Which button of the presented alert a step taps.
public enum AlertChoice: Sendable, Equatable {
  case titled(String)
  /// The first action that is not the cancel action.
  case confirm
  /// The action with the cancel style.
  case cancel
}
