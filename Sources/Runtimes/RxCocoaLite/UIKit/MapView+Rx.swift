import RxLite
import UIKitLite

extension Reactive where Base: MapView {
  /// The map view's delegate proxy.
  @MainActor public var delegate: DelegateProxy<MapView, MapViewDelegate> {
    RxMapViewDelegateProxy.proxy(for: base)
  }

  /// The pins the user selects.
  @MainActor public var didSelectAnnotation: ControlEvent<MapAnnotation> {
    ControlEvent(events: RxMapViewDelegateProxy.proxy(for: base).didSelectAnnotationSubject)
  }
}
