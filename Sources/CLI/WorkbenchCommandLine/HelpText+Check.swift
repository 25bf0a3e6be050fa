import Engine
import Reports


// MARK: - check

extension HelpText {
  static let check = """
    OVERVIEW: Run like run, then compare the results with a baseline report: a guard for CI.

    USAGE: workbench check --baseline <report.json> [<filters>] [--threshold <percent>]
                           [--cost-regressions warn|error] [--junit <file>]

    Runs the selected scenarios (behaviour, leaks, cost), writes the reports, then compares
    with the baseline (usually Reports/baseline.json):
      - behaviour: a scenario that passed and now fails, a passing scenario whose screens
        differ from the baseline's, any failing scenario and any leak are errors;
      - cost: per feature × variant, the median over scenarios of the ratio to the fastest
        variant, measured within each run (so the baseline may come from another machine);
        a rise beyond the threshold is a warning, or an error with --cost-regressions error;
        heap allocations per input, counted in the process and independent of the machine's
        load, compared exactly: a rise beyond 2 % in the count, or beyond 10 % in their
        bytes (which the C allocator's slack moves by a few percent between processes), is
        a cost regression of the same kind.

    OPTIONS:
      --baseline <file>     The report.json to compare with (required).
      --threshold <percent> Tolerated rise of a cost ratio, in percent (default 25).
      --cost-regressions warn|error
                            Whether a cost regression only warns (default) or fails.
      --junit <file>        Also write JUnit XML: a case per feature × variant × scenario
                            (one <failure> each at most), plus a cost case per feature ×
                            variant whose warnings are `warning` properties.
    \(outputOptions)
    \(selection)
      --iterations <n>      Timed runs per scenario and variant (default \
    \(CostPlan.quick.iterations)).
      --warmup <n>          Untimed warm-up runs first (default \(CostPlan.quick.warmup)).
    \(rootOption)
      -h, --help            Show this help.

    EXIT CODES:
      0  no behaviour change, nothing failing or leaking; cost regressions at most warned
      1  a behaviour change, a failing or leaking scenario, or (with --cost-regressions
         error) a cost regression
      2  usage error, malformed scenario, repository not found, or the baseline unreadable
         or of another schema version
    """
}
