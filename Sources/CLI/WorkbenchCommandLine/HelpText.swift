import Engine
import Reports
import SceneContract

/// The `--help` text of the tool and of each subcommand.
public enum HelpText {
  /// The help for `subcommand`, or for the tool when nil.
  public static func text(for subcommand: Subcommand?) -> String {
    switch subcommand {
    case nil, .help: tool
    case .list: list
    case .run: run
    case .bench: bench
    case .check: check
    case .play: play
    case .compare: compare
    case .experiment: experiment
    case .fuzz: fuzz
    case .mutate: mutate
    }
  }

  static let features = Catalog.featureNames.joined(separator: ", ")
  static let variants = Catalog.styleNames.joined(separator: ", ")

  static let exitCodes = """
    EXIT CODES:
      0  every behaviour check passed and nothing leaked
      1  a behaviour check failed, or a scene leaked
      2  usage error, malformed scenario, or repository not found
    """

  static let rootOption = """
      --root <path>         The repository (the folder with Package.swift and Scenarios/);
                            default: found by walking up from the current directory. May
                            also come before the subcommand.
    """

  static let outputOptions = """
      --out <dir>           Write report.md, report.json and report.html there. Default:
                            Reports/latest/ for a full timed run; a filtered or --quick run
                            writes beside it (Reports/latest-<filters>/), never over it.
      --format text|json    text (default): the table and failures on standard output.
                            json: the run summary as JSON on standard output (the text goes
                            to standard error).
    """

  static let selection = """
      --feature <feature>   Only this feature (\(features)).
      --variant <variant>   Only this variant (\(variants)).
      --scenario <name>     Only this scenario (its file name without .scenario).
    """

  static let tool = """
    OVERVIEW: The Architecture Workbench: one app in many iOS architecture styles, identical scenarios.

    USAGE: workbench [--root <path>] [<subcommand>] [<options>]
           workbench --version

    With no subcommand, loads and validates every scenario, runs each on every variant
    (behaviour, leaks, a quick cost), prints a summary table and writes
    Reports/latest/report.md, report.json and report.html. It accepts run's options.

    Progress: one line rewritten in place on a terminal, plain lines otherwise (CI logs).
    Colour on a terminal only, never with NO_COLOR set or when piped.

    SUBCOMMANDS:
      list                  Features, variants and scenarios.
      run                   Run scenarios, optionally filtered; write the reports.
      bench                 Like run, with more timed iterations (use a release build).
      check                 Like run, then compare with a baseline report (for CI).
      play                  Drive one screen interactively, a step per line.
      compare               One feature of two styles, file by file paired by role.
      experiment            Break a style on purpose or change a feature in every style;
                            build, run and say what the harness caught.
      fuzz                  Play generated stories on every style; shrink and write out
                            any where the styles disagree or leak.
      mutate                Plant small mistakes in each style's code; score how many its
                            scenarios and role tests catch.
      help <subcommand>     Help for a subcommand (same as <subcommand> --help).

    OPTIONS:
    \(rootOption)
      --version             Print the version.
      -h, --help            Show this help.

    \(exitCodes)
    """

  static let list = """
    OVERVIEW: List the features, the variants implementing each, and every scenario.

    USAGE: workbench list [--missing [--variant <variant>]] [--root <path>]

    OPTIONS:
      --missing             What each style still lacks outside its folder: features it
                            does not declare, changes without its patch, fewer than three
                            pitfalls, missing role tests, no baseline or experiments record.
                            Exits 1 when anything is missing.
      --variant <variant>   With --missing: only this style.
    \(rootOption)
      -h, --help            Show this help.

    \(exitCodes)
    """

  static let run = """
    OVERVIEW: Run scenarios on variants: behaviour (identical traces), leaks, a quick cost.

    USAGE: workbench run [<filters>] [--quick] [--threads virtual|live] [--junit <file>]
                         [--write-baseline] [--out <dir>] [--format text|json]

    Every scenario is loaded and validated first; a malformed one stops the run before
    anything executes. Cost: \(CostPlan.quick.warmup) warm-up + \(CostPlan.quick.iterations) \
    timed runs per scenario, variants
    interleaved. Writes Reports/latest/report.md, report.json and report.html.

    OPTIONS:
    \(selection)
      --quick               Behaviour only, the pre-commit check: every scenario once on
                            every variant with all behaviour, trace and leak checks, and no
                            timing (reports in Reports/latest-quick/).
      --threads virtual|live
                            Where the apps' work off the main thread runs. virtual (the
                            default): on the main loop's thread, its results landing at their
                            virtual instants. live: at once on real threads, its results
                            still landing at those instants, so screens are the same and a
                            data race is real; build
                            with `swift build --sanitize=thread` to have ThreadSanitizer
                            report it.
      --junit <file>        Also write the results as JUnit XML (a test case per feature ×
                            variant × scenario).
    \(outputOptions)
      --write-baseline      Also write the report as Reports/baseline.json, the baseline
                            `check` compares with (whole matrix only; refused if anything
                            fails; use a release build).
    \(rootOption)
      -h, --help            Show this help.

    \(exitCodes)
    """

  static let bench = """
    OVERVIEW: Like run, with more timed iterations. Build with -c release for real figures.

    USAGE: workbench bench [<filters>] [--iterations <n>] [--warmup <n>] [--runtimes]
                           [--scaling]

    Runs like run, writes the same reports, and warns when the binary is a debug build.

    OPTIONS:
    \(selection)
      --iterations <n>      Timed runs per scenario and variant (default \
    \(CostPlan.bench.iterations)).
      --warmup <n>          Untimed warm-up runs first (default \(CostPlan.bench.warmup)).
      --runtimes            Also time the runtimes' microbenchmarks, reactive and Swift
                            concurrency (ns per event).
      --scaling             Also record routes of 1,000, 10,000 and 100,000 fixes on each
                            route-recorder variant and print the cost per fix at each size
                            (it should stay flat); implies --feature route-recorder.
    \(outputOptions)
    \(rootOption)
      -h, --help            Show this help.

    \(exitCodes)
    """

  static let play = """
    OVERVIEW: Build one screen and drive it step by step: a teaching tool.

    USAGE: workbench play <feature> --variant <variant> [--live] [--trace]

    Reads scenario steps from standard input, one per line (e.g. `tap countUpButton`,
    `expect countLabel.text == "1"`), performs each and prints the screen after it with its
    render count and time. A bad step prints its error and the session goes on. `quit` or
    end of input tears the screen down and prints the leak check. The load and the first
    step are marked cold (one-time costs included); later steps' times are warmed. The exit
    code is 1 when an `expect` failed or the teardown leaked.

    With --live (restaurant-search only) the screen runs in real time against the real
    Hotpepper service: the key comes from HOTPEPPER_API_KEY (required; without it play stops
    with exit code 2 before any request), the endpoint from HOTPEPPER_BASE_URL (optional).
    The location is still simulated by `location …` steps. After each step the loop runs
    until its timers and requests are done (at most 5 s); `advance <duration>` waits that
    long; `http …` steps are not available.

    ARGUMENTS:
      <feature>             \(features)

    OPTIONS:
      --variant <variant>   \(variants)
      --live                Real time and the real Hotpepper service (restaurant-search).
      --trace               After each step, also print the calls it made, in order — between
                            the style's roles (read from its sources, with file:line), and to
                            and from the platform and runtime stand-ins (recorded) — and the
                            state of the style's objects it changed, as `name: before → after`.
    \(rootOption)
      -h, --help            Show this help.

    \(exitCodes)
    """
}
