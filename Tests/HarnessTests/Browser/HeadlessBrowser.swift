import Foundation

/// A headless Chromium that opens a copy of a report with a probe script added, at a given
/// viewport width, and returns what the probe measured: the page's horizontal overflow and,
/// when axe-core is available, its accessibility violations. Only local files are opened.
struct HeadlessBrowser {
  /// What the probe found.
  struct Probe: Decodable {
    /// How many pixels the page is wider than the viewport (≤ 0: no horizontal scroll).
    let overflow: Double
    /// The viewport width the page was laid out in.
    let width: Double
    /// The elements wider than the viewport that are not inside a scrolling box.
    let wide: [String]
    /// axe-core's violations, empty without axe-core.
    let violations: [Violation]
  }

  struct Violation: Decodable, CustomStringConvertible {
    let id: String
    let nodes: Int
    let targets: [String]
    var description: String { "\(id) ×\(nodes): \(targets.joined(separator: " | "))" }
  }

  let executable: URL
  /// axe-core's `axe.min.js`, when found.
  let axe: URL?

  /// Chromium from `WORKBENCH_CHROMIUM` or the `PATH` (`chromium`, `chromium-browser`,
  /// `google-chrome`); nil when none is installed.
  static let installed: HeadlessBrowser? = {
    let environment = ProcessInfo.processInfo.environment
    let candidates =
      [environment["WORKBENCH_CHROMIUM"]].compactMap { $0 }
      + (environment["PATH"] ?? "/usr/bin").split(separator: ":").flatMap { folder in
        ["chromium", "chromium-browser", "google-chrome"].map { "\(folder)/\($0)" }
      }
    guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { return nil }
    let axe = [
      environment["AXE_CORE_JS"], "/usr/share/nodejs/axe-core/axe.min.js",
      "/usr/lib/node_modules/axe-core/axe.min.js", "/usr/local/lib/node_modules/axe-core/axe.min.js",
    ].compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0) }
    return HeadlessBrowser(
      executable: URL(fileURLWithPath: path), axe: axe.map { URL(fileURLWithPath: $0) })
  }()

  /// Opens `html` in a frame `width` pixels wide and returns the probe's findings.
  func probe(_ html: String, width: Int) throws -> Probe {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("browser-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var scripts = ""
    if let axe {
      scripts += "<script>" + (try String(contentsOf: axe, encoding: .utf8)) + "</script>"
    }
    scripts += "<script>" + Self.probeScript + "</script>"
    let page = html.replacingOccurrences(of: "</body>", with: scripts + "</body>")
    try page.write(
      to: folder.appendingPathComponent("report.html"), atomically: true, encoding: .utf8)
    let frame = """
      <!DOCTYPE html><html><body style="margin:0">
      <iframe src="report.html" style="width:\(width)px;height:900px;border:0"></iframe>
      <script>window.addEventListener('message', function (e) {
        var p = document.createElement('pre'); p.id = 'probe'; p.textContent = e.data;
        document.body.appendChild(p); });</script></body></html>
      """
    let frameURL = folder.appendingPathComponent("frame.html")
    try frame.write(to: frameURL, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = executable
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--allow-file-access-from-files", "--window-size=\(width + 100),1000",
      "--virtual-time-budget=30000", "--dump-dom", frameURL.absoluteString,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let dom = String(decoding: data, as: UTF8.self)
    guard let start = dom.range(of: "<pre id=\"probe\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
      throw ProbeMissing(output: String(dom.prefix(400)))
    }
    let json = String(dom[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    return try JSONDecoder().decode(Probe.self, from: Data(json.utf8))
  }

  struct ProbeMissing: Error, CustomStringConvertible {
    let output: String
    var description: String { "the probe reported nothing; the browser printed: \(output)" }
  }

  /// Measures the overflow, lists elements sticking out of the page outside a scrolling box,
  /// runs axe-core when loaded, and posts the result to the frame.
  static let probeScript = """
    window.addEventListener('load', function () {
      var width = window.innerWidth;
      var overflow = document.documentElement.scrollWidth - width;
      var wide = [];
      document.querySelectorAll('body *').forEach(function (element) {
        var box = element.getBoundingClientRect();
        if (box.right <= width + 1) return;
        for (var up = element.parentElement; up; up = up.parentElement) {
          var style = getComputedStyle(up).overflowX;
          if (style === 'auto' || style === 'scroll' || style === 'hidden') return;
        }
        if (wide.length < 10) wide.push(element.tagName + '.' + element.className);
      });
      function send(violations) {
        window.parent.postMessage(JSON.stringify(
          {overflow: overflow, width: width, wide: wide, violations: violations}), '*');
      }
      if (!window.axe) { send([]); return; }
      axe.run(document, {resultTypes: ['violations']}).then(function (result) {
        send(result.violations.map(function (v) {
          return {id: v.id, nodes: v.nodes.length,
            targets: v.nodes.slice(0, 3).map(function (n) { return n.target.join(' '); })};
        }));
      });
    });
    """
}
