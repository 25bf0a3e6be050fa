/// What every cost figure of the workbench must be read with: the stand-ins it was measured on.
///
/// Every module under `Sources/Platform/` and `Sources/Runtimes/` that a scenario run goes
/// through is named here (a test holds the list to the folders), so a new stand-in cannot
/// carry figures without the reports saying so.
public enum CostCaveat {
  /// The stand-ins, and the frameworks or platform parts they stand in for.
  public static let standInList: [(standIn: String, standsFor: String)] = [
    ("RxLite and RxCocoaLite", "RxSwift and RxCocoa"),
    ("BondLite", "Bond and ReactiveKit"),
    ("KVOLite", "Foundation KVO"),
    ("StoreLite", "the Composable Architecture's Store"),
    (
      "ObservationTracking (withObservationTracking re-armed on the next main-loop turn)",
      "UIKit's tracking of the Observation style's renders"
    ),
    ("headless UIKitLite", "UIKit"),
    ("WebKitLite", "WKWebView"),
    ("CoreLocationLite", "Core Location"),
    ("Networking's fixture HTTP client", "the network"),
  ]

  /// The full caveat, for the reports: every stand-in, what it stands for, and how the driven
  /// main loop, Swift concurrency and off-main work differ from a device.
  public static let standIns =
    "Costs are measured on this project's stand-ins, not on iOS: "
    + standInList.map { "\($0.standIn) for \($0.standsFor)" }.joined(separator: ", ")
    + ". Everything runs on one MainLoop in virtual time, so timers, answers and latencies "
    + "cost no waiting; ConcurrencyHooks and AsyncPlatform run Swift concurrency's tasks and "
    + "actor turns as jobs of that loop instead of the system's executors; WorkQueue's off-main "
    + "work (the restaurant search's decoding, the route recorder's reads and exports) runs on "
    + "the loop's thread on its next turn, its results landing at their virtual instants (with "
    + "--threads live, on a thread of its own that the loop waits for), so its time counts in "
    + "full and no thread hand-off is paid. Heap allocations are counted on the loop's thread "
    + "by a malloc of the package's own that forwards to the C library's (AllocationCounting); "
    + "Linux's Swift runtime and Foundation allocate differently from a device's, so compare the "
    + "counts between styles, not with an iPhone. On a device UIKit, RxSwift, Bond and TCA cost "
    + "more (real views, layout and drawing, thread hand-offs), and the gaps between styles can "
    + "differ."

  /// The caveat on one terminal line: every stand-in by name, the details left to the reports.
  public static let brief =
    "Costs are measured on this project's stand-ins, not on iOS: RxLite, RxCocoaLite, BondLite, "
    + "KVOLite, StoreLite, ObservationTracking, UIKitLite, WebKitLite, CoreLocationLite and "
    + "Networking's fixture HTTP client, on one MainLoop in virtual time that also runs Swift "
    + "concurrency (ConcurrencyHooks, AsyncPlatform) and WorkQueue's off-main work; report.md "
    + "says what each stands for."
}
