/// What every cost figure of the workbench must be read with.
public enum CostCaveat {
  /// The runtimes and UI are this project's stand-ins, not the real frameworks.
  public static let standIns =
    "Costs are measured on this project's stand-ins: RxLite, BondLite and KVOLite for RxSwift, "
    + "Bond and Foundation KVO, and headless UIKitLite for UIKit. On a device RxSwift, Bond and "
    + "UIKit cost more (real views, layout and drawing), and the gaps between styles can differ."
}
