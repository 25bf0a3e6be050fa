/// A row of mutually exclusive segments (the stand-in for `UISegmentedControl`).
@MainActor
open class SegmentedControl: Control {
  /// Marks that no segment is selected.
  public static let noSegment = -1

  public private(set) var segmentTitles: [String]
  public var selectedSegmentIndex: Int = SegmentedControl.noSegment {
    didSet { setNeedsDisplay() }
  }

  public init(identifier: String? = nil, items: [String]) {
    segmentTitles = items
    super.init(identifier: identifier)
  }

  public var numberOfSegments: Int { segmentTitles.count }

  public func titleForSegment(at index: Int) -> String? {
    segmentTitles.indices.contains(index) ? segmentTitles[index] : nil
  }

  /// A user's choice of a segment: selects it and sends `.valueChanged`.
  @discardableResult
  public func select(segmentAt index: Int) -> Bool {
    guard isEnabled, isHitTestable, segmentTitles.indices.contains(index) else { return false }
    selectedSegmentIndex = index
    sendActions(for: .valueChanged)
    return true
  }

  open override var snapshotKind: String { "segmented" }

  open override var snapshotAttributes: [(name: String, value: String)] {
    [
      ("selected", shown(titleForSegment(at: selectedSegmentIndex) ?? "")),
      ("enabled", String(isEnabled)),
    ]
  }
}
