/// A spinner shown while work is in flight (the stand-in for `UIActivityIndicatorView`).
@MainActor
open class ActivityIndicator: View {
  public private(set) var isAnimating = false
  /// Hidden whenever not animating, as UIKit's default.
  public var hidesWhenStopped = true

  public override init(identifier: String? = nil) {
    super.init(identifier: identifier)
  }

  public func startAnimating() {
    isAnimating = true
    setNeedsDisplay()
  }

  public func stopAnimating() {
    isAnimating = false
    setNeedsDisplay()
  }

  open override var snapshotKind: String { "activityIndicator" }

  open override var snapshotAttributes: [(name: String, value: String)] {
    [("animating", String(isAnimating))]
  }
}
