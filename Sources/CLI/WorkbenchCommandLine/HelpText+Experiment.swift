import Experiments

extension HelpText {
  static let experiment = """
    OVERVIEW: Break a style on purpose, or change a feature in every style, and see what the
    harness says.

    USAGE: workbench experiment <name> … [--record]
           workbench experiment --all [--feature <f>] [--kind pitfall|change]
                                      [--variant <style>]
           workbench experiment --list | --check [<filters>]

    An experiment is a patch per style and an EXPERIMENT.md, kept under
    Scenarios/<feature>/pitfalls/<name>/ (a classic mistake of a style) or
    Scenarios/<feature>/changes/<name>/ (a change to the feature, made in every style, with
    scenarios/ of the changed behaviour). For each experiment the command copies the package
    to .build/experiments/package, applies the patches (and for a change its scenarios),
    builds `workbench` in release — incrementally, the build folder .build/experiments/build
    is kept between experiments — runs the feature's scenarios on every style (--quick:
    behaviour, traces and leaks), and says per patched style what happened: caught or not,
    and by what (screen diff at scenario:line, failed expectation, leaked objects, live
    subscriptions or pending work after teardown), first evidence shown. A pitfall then
    builds the tests too (debug) and runs each patched style's role tests for the feature
    (the tests `workbench mutate` runs for that style and feature), naming every role test
    that fails. The copy is removed
    afterwards, also on Ctrl-C. The results of --all (and of --record) are kept in
    \(ExperimentLedger.path), which the reports' pitfall and change-cost tables read; a run of
    named experiments writes them to \(ExperimentLedger.latestPath) and leaves the committed
    file alone.

    The first experiment fills the build folder with a full release build (minutes), the
    first pitfall with a debug build of the tests; later ones rebuild only the patched
    styles and what depends on them.

    ARGUMENTS:
      <name>                An experiment's folder name (see --list).

    OPTIONS:
      --all                 Every experiment (the filters below narrow it); records the
                            results in \(ExperimentLedger.path).
      --record              Record the named experiments' results in
                            \(ExperimentLedger.path) too.
      --feature <feature>   Only this feature's experiments (\(features)).
      --kind pitfall|change Only pitfalls, or only changes.
      --variant <style>     Only experiments that patch this style.
      --list                Print the experiments, what each expects and its last result.
      --check               Check that every patch still applies to the sources (no build),
                            naming the file and hunk of any that does not.
    \(rootOption)
      -h, --help            Show this help.

    EXAMPLES:
      workbench experiment --list
      workbench experiment rx-no-share
      workbench experiment --all --kind change --feature counter

    EXIT CODES:
      0  every experiment did what its EXPERIMENT.md says (pitfalls caught or not as
         expected; changes passed on every style)
      1  an experiment did otherwise, a patch no longer applies, or a build failed
      2  usage error, malformed experiment folder, or repository not found
    """
}
