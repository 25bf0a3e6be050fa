import UIKitLite

extension ReactiveExtensions where Base: ProgressView {
  /// Binds to the progress view's `progress`.
  @MainActor
  public var progress: Bond<Float> {
    bond { progressView, progress in progressView.progress = progress }
  }
}
