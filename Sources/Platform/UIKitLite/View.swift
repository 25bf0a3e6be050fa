/// A rectangle on screen that draws itself and holds subviews (the stand-in for `UIView`).
///
/// Views are headless: instead of pixels they render to one line of deterministic text in a
/// ``ScreenSnapshot``. Every change a user could see counts as a render (``renderCount``).
@MainActor
open class View {
  /// The identifier scenarios and tests use to find this view.
  public var accessibilityIdentifier: String?
  public private(set) var subviews: [View] = []
  public private(set) weak var superview: View?
  /// How many times a visible property of this view was set.
  public private(set) var renderCount = 0
  var associatedObjects: [ObjectIdentifier: AnyObject] = [:]

  public var isHidden = false {
    didSet { setNeedsDisplay() }
  }

  public init(identifier: String? = nil) {
    accessibilityIdentifier = identifier
  }

  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  public func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Records that something visible changed; subclasses call it from their property setters.
  public func setNeedsDisplay() {
    renderCount += 1
    traceRender()
  }

  // MARK: - Snapshot and inspection

  /// The widget kind shown in snapshots and scenario errors (`label`, `button`, …).
  open var snapshotKind: String { "view" }

  /// What a user sees of this view, as `name=value` attributes in display order.
  open var snapshotAttributes: [(name: String, value: String)] { [] }

  /// Lines shown beneath this view's own line (table rows, map markers, …).
  open var snapshotDetailLines: [String] { [] }

  /// Every property a scenario may `expect`, by name, rendered as text.
  open var inspectableProperties: [String: String] {
    var properties: [String: String] = [
      "hidden": String(isHidden), "visible": String(!isHidden), "renders": String(renderCount),
    ]
    for attribute in snapshotAttributes { properties[attribute.name] = attribute.value }
    return properties
  }
}
