/// A bar that fills as work progresses (the stand-in for `UIProgressView`).
@MainActor
open class ProgressView: View {
  /// How full the bar is, from 0 to 1 (values outside are clamped).
  public var progress: Float = 0 {
    didSet {
      progress = min(max(progress, 0), 1)
      setNeedsDisplay()
    }
  }

  public override init(identifier: String? = nil) {
    super.init(identifier: identifier)
  }

  /// Fills the bar to `progress` (animation is not drawn).
  public func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  open override var snapshotKind: String { "progressView" }

  open override var snapshotAttributes: [(name: String, value: String)] {
    [("progress", fixed(Double(progress), decimals: 2))]
  }
}
