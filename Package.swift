// swift-tools-version: 6.0
import PackageDescription

// Layers, bottom up: platform stand-ins, reactive runtimes, domain, the variants,
// the harness, the CLI. A variant never imports another variant.

let platform: [Target] = [
  .target(name: "MainLoop", path: "Sources/Platform/MainLoop"),
  // Heap allocations counted in-process (a malloc of our own forwarding to the C library's).
  .target(name: "CAllocationCounting", path: "Sources/Platform/AllocationCounting"),
  .target(
    name: "CoreLocationLite", dependencies: ["MainLoop"], path: "Sources/Platform/CoreLocationLite"),
  .target(
    name: "UIKitLite", dependencies: ["MainLoop", "CoreLocationLite"],
    path: "Sources/Platform/UIKitLite"),
  .target(name: "Networking", dependencies: ["MainLoop"], path: "Sources/Platform/Networking"),
  // One C file: the concurrency runtime's enqueue hooks, routed per thread.
  .target(name: "ConcurrencyHooks", path: "Sources/Platform/ConcurrencyHooks"),
  // Swift concurrency on the main loop: drives, a virtual `Clock`, async location, HTTP and
  // web view properties.
  .target(
    name: "AsyncPlatform",
    dependencies: [
      "ConcurrencyHooks", "MainLoop", "CoreLocationLite", "Networking", "WebKitLite", "KVOLite",
    ],
    path: "Sources/Platform/AsyncPlatform"),
  // WKWebView with KVO-observable properties (KVOLite), loads played from page fixtures.
  .target(
    name: "WebKitLite", dependencies: ["MainLoop", "UIKitLite", "KVOLite"],
    path: "Sources/Platform/WebKitLite"),
  // The system's SQLite (Debian/Ubuntu: libsqlite3-dev; macOS ships it).
  .systemLibrary(
    name: "CSQLite", path: "Sources/Platform/CSQLite",
    providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
]

let runtimes: [Target] = [
  // One C file: thread-local counters (Swift has no thread-local storage of its own).
  .target(name: "ResourceCounts", path: "Sources/Runtimes/ResourceCounts"),
  .target(name: "RxLite", dependencies: ["ResourceCounts"], path: "Sources/Runtimes/RxLite"),
  .target(name: "RxLiteTest", dependencies: ["RxLite"], path: "Sources/Runtimes/RxLiteTest"),
  .target(
    name: "RxCocoaLite",
    dependencies: [
      "RxLite", "MainLoop", "UIKitLite", "CoreLocationLite", "WebKitLite", "KVOLite",
    ],
    path: "Sources/Runtimes/RxCocoaLite"),
  .target(
    name: "BondLite",
    dependencies: ["ResourceCounts", "MainLoop", "UIKitLite", "WebKitLite", "KVOLite"],
    path: "Sources/Runtimes/BondLite"),
  .target(
    name: "KVOLite", dependencies: ["ResourceCounts"], path: "Sources/Runtimes/KVOLite"),
  // Re-armed `withObservationTracking` on the toolchain's own Observation module.
  .target(
    name: "ObservationTracking", dependencies: ["MainLoop"],
    path: "Sources/Runtimes/ObservationTracking"),
  // TCA's store, reducer and effects; its TestStore lives in StoreLiteTest (Swift Testing).
  .target(
    name: "StoreLite", dependencies: ["MainLoop", "UIKitLite"], path: "Sources/Runtimes/StoreLite"),
  .target(
    name: "StoreLiteTest", dependencies: ["StoreLite", "AsyncPlatform", "MainLoop"],
    path: "Sources/Runtimes/StoreLiteTest"),
]

let domain: [Target] = [
  .target(
    name: "Domain", dependencies: ["CSQLite", "CoreLocationLite", "Networking", "MainLoop"],
    path: "Sources/Domain/Domain"),
  .target(
    name: "Storyboards", dependencies: ["Domain", "UIKitLite", "WebKitLite"],
    path: "Sources/Domain/Storyboards"),
  .target(
    name: "SceneContract",
    dependencies: [
      "Domain", "MainLoop", "UIKitLite", "CoreLocationLite", "Networking", "WebKitLite",
    ],
    path: "Sources/Domain/SceneContract"),
]

/// Every variant sees the same platform, domain and contract; styles add their runtime.
func variant(_ name: String, folder: String, runtime: [Target.Dependency] = []) -> Target {
  .target(
    name: name,
    dependencies: [
      "Domain", "Storyboards", "SceneContract", "MainLoop", "UIKitLite", "CoreLocationLite",
      "Networking", "WebKitLite",
      // Foundation's key-value observing, which every style reads a web view with.
      "KVOLite",
    ] + runtime,
    path: "Sources/Variants/\(folder)",
    exclude: ["README.md"])
}

// One line per style: its module, the folder under Sources/Variants/, and the runtime it uses.
// The registry and the variant tests depend on every module listed here.
let variants: [Target] = [
  variant("CallbackVariant", folder: "Callback"),
  variant("DelegateVariant", folder: "Delegate"),
  variant("KVOVariant", folder: "KVO"),  // KVOLite, which every style has
  variant("BondVariant", folder: "Bond", runtime: ["BondLite"]),
  variant("RxMVVMVariant", folder: "RxMVVM", runtime: ["RxLite", "RxCocoaLite"]),
  variant("CleanSwiftVariant", folder: "CleanSwift"),
  variant(
    "ObservationVariant", folder: "Observation", runtime: ["ObservationTracking", "AsyncPlatform"]),
  variant("AsyncAwaitVariant", folder: "AsyncAwait", runtime: ["AsyncPlatform"]),
  variant(
    "StoreVariant", folder: "Store", runtime: ["StoreLite", "AsyncPlatform"]),
]

let harness: [Target] = [
  // The scenario language: lexer, parser and static validation of scenario files.
  .target(
    name: "ScenarioLanguage",
    dependencies: ["SceneContract", "Domain", "UIKitLite", "CoreLocationLite", "Networking"],
    path: "Sources/Harness/ScenarioLanguage"),
  // The engine: plays scenarios on scenes (seen only through SceneContract), compares traces,
  // checks leaks, measures cost and code size.
  .target(
    name: "Engine",
    dependencies: [
      "ScenarioLanguage", "SceneContract", "Domain", "MainLoop", "UIKitLite", "CoreLocationLite",
      "Networking", "AsyncPlatform", "WebKitLite", "CAllocationCounting",
    ],
    path: "Sources/Harness/Engine",
    exclude: ["README.md"]),
  // Experiments: pitfall and change patches per style, applied to a copy of the package;
  // their cost read from the patches, their last results kept in Reports/experiments.json.
  .target(
    name: "Experiments", dependencies: ["ScenarioLanguage", "SceneContract"],
    path: "Sources/Harness/Experiments"),
  // Mutation testing: a small Swift lexer, the mutation operators, the seeded sampler, mutant
  // schemata (many mutants in one build) and the results of `workbench mutate`.
  .target(
    name: "Mutation", dependencies: ["SceneContract"], path: "Sources/Harness/Mutation"),
  // Generated stories: a state machine of user and world moves read from the screen, played
  // on every style, judged by the engine's comparison and shrunk to a minimal scenario.
  .target(
    name: "Fuzzing",
    dependencies: [
      "Engine", "ScenarioLanguage", "SceneContract", "Domain", "UIKitLite", "CoreLocationLite",
      "Networking",
    ],
    path: "Sources/Harness/Fuzzing"),
  // Reports: JSON, Markdown, HTML, JUnit, baseline comparison, role pairing.
  .target(
    name: "Reports",
    dependencies: [
      "Engine", "Experiments", "Fuzzing", "Mutation", "ScenarioLanguage", "SceneContract",
      "Domain", "UIKitLite",
    ],
    path: "Sources/Harness/Reports"),
  .target(
    name: "VariantRegistry",
    dependencies: ["SceneContract"] + variants.map { .target(name: $0.name) },
    path: "Sources/Harness/VariantRegistry"),
  .target(
    name: "RuntimeBenchmarks",
    dependencies: [
      "RxLite", "BondLite", "KVOLite", "ObservationTracking", "StoreLite", "AsyncPlatform",
      "MainLoop",
    ],
    path: "Sources/Harness/RuntimeBenchmarks"),
  // The command line: parsing, help and every subcommand live in WorkbenchCommandLine; the
  // executable only hands it the arguments.
  .target(
    name: "WorkbenchCommandLine",
    dependencies: [
      "ScenarioLanguage", "Engine", "Experiments", "Fuzzing", "Mutation", "Reports",
      "VariantRegistry", "RuntimeBenchmarks", "SceneContract", "AsyncPlatform",
    ],
    path: "Sources/CLI/WorkbenchCommandLine"),
  .executableTarget(
    name: "workbench", dependencies: ["WorkbenchCommandLine"], path: "Sources/CLI/workbench"),
  // A planted data race: CI checks that ThreadSanitizer catches it on the live threads.
  .executableTarget(name: "race-canary", dependencies: ["MainLoop"], path: "Sources/CLI/race-canary"),
]

let tests: [Target] = [
  // Test support: the local HTTP fixture server, shared by every target that needs one.
  .target(name: "FixtureServer", path: "Tests/Support/FixtureServer"),
  // Test support: the classic styles' ids, for tests that name a style.
  .target(name: "StyleNames", dependencies: ["SceneContract"], path: "Tests/Support/StyleNames"),
  .testTarget(name: "RxLiteTests", dependencies: ["RxLite", "RxLiteTest"]),
  .testTarget(
    name: "RxCocoaLiteTests",
    dependencies: [
      "RxCocoaLite", "RxLite", "RxLiteTest", "UIKitLite", "CoreLocationLite",
      "MainLoop", "WebKitLite", "KVOLite",
    ]),
  .testTarget(
    name: "BondLiteTests",
    dependencies: ["BondLite", "MainLoop", "UIKitLite", "WebKitLite", "KVOLite"]),
  .testTarget(name: "KVOLiteTests", dependencies: ["KVOLite"]),
  .testTarget(name: "ObservationTrackingTests", dependencies: ["ObservationTracking", "MainLoop"]),
  .testTarget(
    name: "StoreLiteTests",
    dependencies: ["StoreLite", "StoreLiteTest", "MainLoop", "AsyncPlatform"]),
  .testTarget(
    name: "DomainTests",
    dependencies: ["Domain", "CoreLocationLite", "Networking", "MainLoop", "FixtureServer"]),
  .testTarget(
    name: "PlatformTests",
    dependencies: [
      "MainLoop", "UIKitLite", "CoreLocationLite", "Networking", "FixtureServer", "AsyncPlatform",
      "WebKitLite", "KVOLite",
    ]),
  .testTarget(
    name: "HarnessTests",
    dependencies: [
      "ScenarioLanguage", "Engine", "Experiments", "Fuzzing", "Mutation", "Reports",
      "VariantRegistry", "SceneContract", "RuntimeBenchmarks", "WorkbenchCommandLine",
      "StyleNames", "UIKitLite", "Domain",
      "MainLoop", "CoreLocationLite", "Networking", "FixtureServer", "WebKitLite",
    ]),
  .testTarget(
    name: "VariantTests",
    dependencies: [
      "SceneContract", "Storyboards", "Domain", "UIKitLite", "MainLoop", "CoreLocationLite",
      "Networking", "KVOLite", "BondLite", "RxLite", "RxCocoaLite", "StoreLite", "StoreLiteTest",
      "AsyncPlatform", "StyleNames", "VariantRegistry", "WebKitLite",
    ] + variants.map { .target(name: $0.name) }),
]

let package = Package(
  name: "ArchitectureWorkbench",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "workbench", targets: ["workbench"]),
    .library(name: "RxLite", targets: ["RxLite"]),
    .library(name: "RxLiteTest", targets: ["RxLiteTest"]),
    .library(name: "RxCocoaLite", targets: ["RxCocoaLite"]),
    .library(name: "BondLite", targets: ["BondLite"]),
    .library(name: "KVOLite", targets: ["KVOLite"]),
    .library(name: "ObservationTracking", targets: ["ObservationTracking"]),
    .library(name: "StoreLite", targets: ["StoreLite"]),
    .library(name: "StoreLiteTest", targets: ["StoreLiteTest"]),
  ],
  targets: platform + runtimes + domain + variants + harness + tests,
  swiftLanguageModes: [.v6]
)
