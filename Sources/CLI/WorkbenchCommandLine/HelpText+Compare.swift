import Reports

extension HelpText {
  static let exampleFeature = Catalog.featureNames.first ?? "<feature>"
  static let exampleStyles = (
    first: Catalog.styleNames.first ?? "<style>", last: Catalog.styleNames.last ?? "<style>"
  )

  static let compare = """
    OVERVIEW: Compare one feature of two styles, role by role.

    USAGE: workbench compare <feature> <style> <style> [--side-by-side [--width <n>]]
                             [--role <role>] [--root <path>]

    Each style declares which of its files plays which role (assembly, view, state,
    presentation, routing, worker, models, contract, bindings); compare pairs the files by
    role — one style's view model beside another's presenter or interactor —
    and prints, per role, both sides' file names and the diff of their sources.

    ARGUMENTS:
      <feature>             One of: \(features).
      <style> <style>       Two of: \(variants).

    OPTIONS:
      --side-by-side        Two columns, every line shown: '<' only on the left, '>' only on
                            the right, '|' changed. Without it: a unified diff per role
                            (--- left, +++ right, three lines of context).
      --width <n>           Column width for --side-by-side (default 60, 20 to 500).
      --role <role>         Only this role.
    \(rootOption)
      -h, --help            Show this help.

    EXAMPLES:
      workbench compare \(exampleFeature) \(exampleStyles.first) \(exampleStyles.last)
      workbench compare \(exampleFeature) \(exampleStyles.first) \(exampleStyles.last) --side-by-side --role view

    \(exitCodes)
    """
}
