import RxLite
import UIKitLite

// Every view, view controller and tab item offers `.rx`, as every `NSObject` does on iOS.

extension View: ReactiveCompatible {}

extension ViewController: ReactiveCompatible {}

extension TabBarItem: ReactiveCompatible {}
