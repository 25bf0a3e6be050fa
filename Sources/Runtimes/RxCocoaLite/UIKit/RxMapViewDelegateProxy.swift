import RxLite
import UIKitLite

extension MapView: HasDelegate {
  /// The map view's delegate type.
  public typealias Delegate = MapViewDelegate
}

/// The delegate proxy of a ``MapView``: forwards each pin selection to the map's previous
/// delegate, then emits it.
@MainActor
open class RxMapViewDelegateProxy: DelegateProxy<MapView, MapViewDelegate>, DelegateProxyType,
  MapViewDelegate
{
  /// The map view the proxy is installed on.
  public private(set) weak var mapView: MapView?

  let didSelectAnnotationSubject = PublishSubject<MapAnnotation>()

  /// Creates a proxy for `mapView`; use ``DelegateProxyType/proxy(for:)`` to get one.
  public init(mapView: ParentObject) {
    self.mapView = mapView
    super.init(parentObject: mapView, delegateProxy: RxMapViewDelegateProxy.self)
  }

  /// Completes the proxy's sequences: its parent is gone.
  isolated deinit {
    didSelectAnnotationSubject.on(.completed)
  }

  /// Registers the proxy for every map view.
  public static func registerKnownImplementations() {
    register { RxMapViewDelegateProxy(mapView: $0) }
  }

  // MARK: - MapViewDelegate

  /// Forwards the selection, then emits it.
  public func mapView(_ mapView: MapView, didSelect annotation: MapAnnotation) {
    forwardToDelegate()?.mapView(mapView, didSelect: annotation)
    didSelectAnnotationSubject.on(.next(annotation))
  }
}
