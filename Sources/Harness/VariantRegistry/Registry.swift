import BondVariant
import CallbackVariant
import CleanSwiftVariant
import DelegateVariant
import KVOVariant
import RxMVVMVariant
import SceneContract

/// Every variant module the workbench runs, in report order: one line per variant.
public enum Registry {
  public static let variants: [VariantScenes] = [
    CallbackScenes.variant,
    DelegateScenes.variant,
    KVOScenes.variant,
    BondScenes.variant,
    RxMVVMScenes.variant,
    CleanSwiftScenes.variant,
  ]
}
