import Mutation

extension HelpText {
  static let mutate = """
    OVERVIEW: Plant small mistakes in each style's own code and score how many its checks
    catch: which style makes bugs easy to catch, in numbers.

    USAGE: workbench mutate [--feature <f>] [--variant <style>|domain] [--seed <n>]
                            [--budget <n> | --time <duration>] [--out <dir>] [--record]
           workbench mutate --list [<filters>]
           workbench mutate --record-run <mutation.json>

    A mutant is one small edit of one file, made by one of the same operators in every
    style:
    \(operators)
    Mutants are drawn (seeded: the same seed and sources draw the same mutants) from each
    style's feature folder, its declaration file and the other files at its module's root
    that the feature names a type of, and separately from the shared domain's feature folder
    (the `domain` rows). Each mutant is built into the scratch copy `experiment`
    uses (.build/experiments/package, debug build in .build/experiments/build), and then the
    feature's scenarios run on every style (so the comparison between styles is on) and the
    style's own role tests for the feature (Tests/VariantTests/<Style>/<Feature>/; for the
    domain, its unit tests) run with `swift test --filter`. A mutant is killed by scenarios,
    by role tests, by both, or survives; one that does not compile is stillborn and another is
    drawn in its place. The score is killed ÷ live mutants.

    Speed: most mutants share one build. A mutant schema writes many mutants into the copy,
    each switched on by WORKBENCH_MUTANT=<n> (read once per process), and every mutant of the
    schema runs on that one build. A mutant a schema cannot express (deleting `weak`, a
    `.disposed(by:)`, or one whose schema form does not type-check) gets a build without the
    schema, with the plain edit; up to three such mutants of different styles share one such
    build (each style's checks see only its own mutant, and six untouched styles keep the
    reference screen). Deleted statements and swapped arguments whose schema form does not
    compile are counted stillborn without a build of their own (the plain edit fails the same
    way). Before the first mutant, the unmutated copy must pass every check the run uses, or
    the run stops.

    Survivors are listed with their diffs. Those judged equivalent (a change that changes
    nothing observable) go into \(EquivalentMutants.path), one per line: the mutant's id and
    a one-line reason; later runs skip them. The repository's sources are never written; the
    copy is removed at the end and on Ctrl-C.

    OPTIONS:
      --feature <feature>   Only this feature (\(features)).
      --variant <style>     Only this style (\(variants)), or `domain`.
      --seed <n>            The sampler's seed (default \(MutateOptions.defaultSeed)).
      --budget <n>          Live mutants per style × feature (default
                            \(MutateOptions.defaultBudget)); fewer when the files offer fewer.
      --time <duration>     Stop starting mutants after this long (90s, 20m, 1h); the report
                            says the run stopped early.
      --out <dir>           Where mutation.json, mutation.md and mutation.html go (default
                            Reports/latest-mutation/).
      --record              Also record the run in \(MutationLedger.path), which the
                            reports' mutation tables read: its cells replace the same
                            cells of earlier runs (it says which), other cells stay.
      --record-run <file>   Record a finished run's mutation.json (from --out) the same
                            way; run nothing.
      --list                Print the mutants the sampler would draw, with their ids and
                            diffs; build nothing.
    \(rootOption)
      -h, --help            Show this help.

    EXAMPLES:
      workbench mutate --feature counter --budget 20
      workbench mutate --feature web-page --variant kvo --list
      workbench mutate --time 20m --seed 7 --record

    EXIT CODES:
      0  the run finished (survivors are findings, not failures)
      1  the unmutated copy did not build or pass, or a build step failed (the mutants
         checked before the failure are still reported)
      2  usage error, malformed equivalents list, or repository not found
    """

  static let operators = MutationOperator.allCases.map { operation in
    let name = operation.rawValue.padding(toLength: 20, withPad: " ", startingAt: 0)
    return "  \(name)\(operation.summary)"
  }.joined(separator: "\n")
}
