import AsyncAwaitVariant
import BondVariant
import CallbackVariant
import CleanSwiftVariant
import DelegateVariant
import KVOVariant
import ObservationVariant
import RxMVVMVariant
import SceneContract
import StoreVariant

/// Every style the workbench runs, in report order: one entry per style.
public enum Registry {
  public static let styles: [StyleDeclaration] = [
    CallbackStyle.declaration,
    DelegateStyle.declaration,
    KVOStyle.declaration,
    BondStyle.declaration,
    RxMVVMStyle.declaration,
    CleanSwiftStyle.declaration,
    ObservationStyle.declaration,
    AsyncAwaitStyle.declaration,
    StoreStyle.declaration,
  ]
}
