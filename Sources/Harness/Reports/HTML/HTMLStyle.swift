import SceneContract

/// The report's style sheet, inline so the page needs nothing else. It uses only system
/// fonts and no `url()`, and contains neither `<` nor `&`, so it reads the same as HTML and
/// as XML.
enum HTMLStyle {
  /// The rules that let each style's checkbox show or hide its column of sources, one pair of
  /// selectors per style in `variants`.
  static func toggles(for variants: [VariantID]) -> String {
    guard !variants.isEmpty else { return "" }
    let checked = variants.map { ".toggle-\($0.rawValue):checked ~ .toggles label[for$=\"-\($0.rawValue)\"]" }
    let hidden = variants.map { ".toggle-\($0.rawValue):not(:checked) ~ .roles .v-\($0.rawValue)" }
    return checked.joined(separator: ",\n")
      + " {\n  background: var(--band); color: var(--ink); border-color: var(--muted); }\n"
      + hidden.joined(separator: ",\n") + " { display: none; }\n"
  }

  static let css = """
    :root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d1d9e0;
      --pass: #1a7f37; --fail: #cf222e; --band: #f6f8fa; }
    body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
      color: var(--ink); margin: 0 auto; max-width: 1400px; padding: 0 16px 48px;
      overflow-wrap: anywhere; }
    main, section, header, footer { min-width: 0; max-width: 100%; }
    .scroll, .code-grid, figure.flow, .chart-box { max-width: 100%; overflow-x: auto; }
    .scroll:focus, .code-grid:focus, figure.flow:focus, .chart-box:focus {
      outline: 2px solid #0969da; }
    .scroll th, .scroll td { overflow-wrap: normal; }
    details.feature > summary { cursor: pointer; }
    details.feature > summary > h2 { display: inline-block; width: calc(100% - 24px); }
    details.role { margin: 6px 0; }
    details.role summary { cursor: pointer; font-weight: 600; }
    header h1 { margin: 24px 0 4px; font-size: 26px; }
    .meta, .legend, footer { color: var(--muted); }
    .legend { font-size: 12.5px; max-width: 980px; }
    .verdict { font-weight: 600; }
    .verdict.pass, td.pass { color: var(--pass); }
    .verdict.fail, td.fail { color: var(--fail); }
    td.none { color: var(--muted); }
    table.experiments th { overflow-wrap: normal; }
    table.experiments td.word { overflow-wrap: normal; white-space: nowrap; }
    table.experiments p.pass { color: var(--pass); }
    table.experiments p.fail { color: var(--fail); }
    nav { position: sticky; top: 0; background: #fff; padding: 8px 0;
      border-bottom: 1px solid var(--line); z-index: 1; }
    nav { display: flex; flex-wrap: wrap; gap: 4px 16px; }
    h2 { border-bottom: 1px solid var(--line); padding-bottom: 4px; margin-top: 40px; }
    table { border-collapse: collapse; margin: 8px 0; }
    th, td { border: 1px solid var(--line); padding: 4px 10px; text-align: left;
      vertical-align: top; }
    thead th, tr:first-child th { background: var(--band); }
    td.number { text-align: right; font-variant-numeric: tabular-nums; }
    td.best strong { font-weight: 700; }
    td.best { background: var(--best, #e8f3e8); }
    td.tied { font-style: italic; }
    table.matrix td { text-align: center; }
    .charts, .flows { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start;
      max-width: 100%; }
    .charts svg.chart { max-width: 100%; height: auto; }
    figure.flow svg.chart { max-width: none; }
    pre { white-space: pre; overflow-wrap: normal; }
    svg.chart { font: 11px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      background: #fff; }
    svg .chart-title { font-weight: 600; font-size: 12px; }
    svg .grid { stroke: #eaeef2; }
    svg .axis { stroke: var(--muted); }
    svg .interval { stroke: var(--ink); stroke-width: 1.5; }
    svg .tick, svg .axis-label, svg .legend { fill: var(--muted); }
    svg .series { stroke-width: 2; }
    figure.flow { margin: 0; border: 1px solid var(--line); border-radius: 6px;
      padding: 8px 12px; }
    figure.flow figcaption { font-weight: 600; margin-bottom: 4px; }
    svg .participant { fill: var(--band); stroke: var(--muted); }
    svg .lifeline { stroke: var(--line); stroke-dasharray: 4 3; }
    svg .step-band { fill: #ddf4ff; }
    svg .step-text { fill: #0550ae; }
    svg .message .stroke { stroke: var(--ink); fill: none; stroke-width: 1.3; }
    svg .message .head { fill: var(--ink); stroke: var(--ink); }
    svg .message.inferred .stroke { stroke-dasharray: 5 3; stroke: var(--muted); }
    svg .message.inferred .head { fill: var(--muted); stroke: var(--muted); }
    svg .message.note .stroke { stroke: #8250df; stroke-width: 1; }
    svg .message.note .head { fill: none; stroke: #8250df; }
    svg .message.state .stroke { stroke: #9a6700; stroke-dasharray: 2 3; stroke-width: 1; }
    svg .message.state .head { fill: none; stroke: #9a6700; }
    svg .message.event .stroke { stroke: #bf8700; }
    svg .message.event .head { fill: #bf8700; stroke: #bf8700; }
    svg .message.input .stroke { stroke: #0969da; stroke-width: 1.6; }
    svg .message.input .head { fill: #0969da; stroke: #0969da; }
    svg .message.source .stroke { stroke: #1a7f37; stroke-width: 1.6; }
    svg .message.source .head { fill: #1a7f37; stroke: #1a7f37; }
    .failure { border-left: 4px solid var(--fail); padding: 2px 12px; margin: 12px 0; }
    pre { font: 12px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      margin: 0; }
    pre.diff { background: var(--band); padding: 8px; overflow-x: auto; }
    pre.diff .add { color: var(--pass); }
    pre.diff .del { color: var(--fail); }
    pre.diff .hunk, pre.diff .file { color: #8250df; }
    .code-grid { overflow-x: auto; }
    table.code td { min-width: 420px; }
    table.code th.file { white-space: nowrap; }
    table.code td.missing { color: var(--muted); text-align: center; vertical-align: middle; }
    pre .ln { color: #57606a; user-select: none; }
    pre .cm { color: #59636e; font-style: italic; }
    .sources input { position: absolute; opacity: 0; }
    .toggles label { border: 1px solid var(--line); border-radius: 12px; padding: 2px 10px;
      margin-right: 6px; cursor: pointer; color: var(--muted); }
    footer { margin-top: 48px; font-size: 12px; }
    """
}
