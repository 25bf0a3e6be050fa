import UIKitLite

// Every view keeps associated objects, as every `NSObject` does on iOS.

extension View: HasAssociatedObjects {}
