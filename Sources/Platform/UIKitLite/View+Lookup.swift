extension View {
  /// The first view in this subtree (depth first, self included) with the given identifier.
  public func view(withIdentifier identifier: String) -> View? {
    if accessibilityIdentifier == identifier { return self }
    for subview in subviews {
      if let found = subview.view(withIdentifier: identifier) { return found }
    }
    return nil
  }

  /// Every identified view in this subtree, depth first.
  public var identifiedViews: [View] {
    var found: [View] = accessibilityIdentifier == nil ? [] : [self]
    for subview in subviews { found += subview.identifiedViews }
    return found
  }
}

extension View {
  /// Whether a touch can reach this view: neither it nor any view it sits in is hidden, as
  /// UIKit's hit testing skips hidden views and everything inside them.
  public var isHitTestable: Bool {
    var view: View? = self
    while let current = view {
      if current.isHidden { return false }
      view = current.superview
    }
    return true
  }
}
