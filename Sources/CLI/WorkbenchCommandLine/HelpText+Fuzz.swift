extension HelpText {
  static let fuzz = """
    OVERVIEW: Play generated stories on every style and shrink any where they disagree.

    USAGE: workbench fuzz [--feature <f>]… [--seed <n>] [--stories <n> | --time <d>]
                          [--length <n>] [--out <dir>] [--show] [--record]

    Each story is generated step by step from the screen as it is: only what a user could
    do there (the controls a touch reaches, the buttons of the alert or permission prompt on
    top, rows and markers that exist, back where there is a screen to go back to) and what
    the world can do (location fixes, errors and settings, HTTP faults, answers and
    latencies, time around the feature's own timing constants, restarts, the background, a
    damaged disk). Every style plays the story; the oracle is the harness's own: the same
    screen in every style after every step, and nothing alive after teardown.

    A story where the styles disagree (or one leaks) is shrunk — chunks of steps deleted,
    largest first, then single steps, then values simplified — to a minimal story that still
    shows the same finding, and written as a ready .scenario file (summary, seed, the styles
    grouped by the screen they showed). Fix the styles, then move the file into
    Scenarios/<feature>/ as a regression scenario.

    The same seed always gives the same stories and the same result; a run without --seed
    picks one and prints it. Ctrl-C stops where the run is and keeps what it found (a second
    Ctrl-C ends at once).

    OPTIONS:
      --feature <feature>   Fuzz this feature; repeat for more (default: every feature:
                            \(features)).
      --seed <n>            The run's seed (a whole number).
      --stories <n>         Stories per feature (default \(FuzzOptions.defaultStories)).
      --time <d>            Instead of a count: play stories for this long per feature
                            (90s, 20m, 1h).
      --length <n>          Steps per story (default \(FuzzOptions.defaultLength)).
      --out <dir>           Where found stories, fuzz.md and fuzz.json go (default
                            Reports/latest-fuzz/).
      --show                Print every story as it is generated, as scenario lines.
      --record              Also write the run's figures to Reports/fuzzing.json, which the
                            reports' fuzzing section reads.
    \(rootOption)
      -h, --help            Show this help.

    EXAMPLES:
      workbench fuzz --feature restaurant-search --seed 7 --time 120s
      workbench fuzz --stories 1000 --seed 1 --record

    EXIT CODES:
      0  every story agreed on every style and nothing leaked
      1  a story found a disagreement or a leak (its shrunk story is written out)
      2  usage error, or repository not found
      130  stopped by Ctrl-C with nothing found (the figures so far are written)
    """
}
