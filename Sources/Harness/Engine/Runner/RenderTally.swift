import UIKitLite

/// Render counts of every view on screen before a step, to count the renders the step caused.
///
/// Holds the views it counted until it is dropped, so a view freed during the step cannot be
/// mistaken for a new one at the same address.
@MainActor
struct RenderTally {
  private let before: [ObjectIdentifier: Int]
  private let views: [View]

  /// An empty tally: every render on the next screen counts.
  init() {
    before = [:]
    views = []
  }

  init(screen: View?) {
    views = Self.views(under: screen)
    before = Dictionary(
      views.map { (ObjectIdentifier($0), $0.renderCount) }, uniquingKeysWith: { first, _ in first })
  }

  /// Renders since the tally, summed over every view on `screen`, hidden ones included.
  func renders(on screen: View?) -> Int {
    Self.views(under: screen).reduce(0) { sum, view in
      sum + view.renderCount - (before[ObjectIdentifier(view)] ?? 0)
    }
  }

  private static func views(under root: View?) -> [View] {
    guard let root else { return [] }
    var found: [View] = []
    var pending = [root]
    while let view = pending.popLast() {
      found.append(view)
      pending += view.subviews
    }
    return found
  }
}
