import SceneContract

/// The colour each variant has in every chart, so a reader can follow one style across them.
enum VariantPalette {
  static func color(_ variant: VariantID) -> String {
    switch variant {
    case .callback: "#4e79a7"
    case .delegate: "#f28e2b"
    case .kvo: "#e15759"
    case .bond: "#76b7b2"
    case .rxMVVM: "#59a14f"
    case .cleanSwift: "#b07aa1"
    }
  }
}
