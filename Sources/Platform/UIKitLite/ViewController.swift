/// Manages one screen's view and its lifecycle (the stand-in for `UIViewController`).
///
/// The view is created on first access by ``loadView()``, after which ``viewDidLoad()`` runs,
/// exactly once. Appearance callbacks come from the ``Window`` and ``NavigationController``.
@MainActor
open class ViewController {
  open var title: String?
  public private(set) var presentedViewController: ViewController?
  public private(set) weak var presentingViewController: ViewController?
  public internal(set) weak var navigationController: NavigationController?
  private var loadedView: View?
  /// Who hears each lifecycle method after it runs (see ``observeInvocations(of:_:)``).
  var invocationObservers: [Int: (method: LifecycleMethod, observer: ([Any]) -> Void)] = [:]
  var nextInvocationObserverID = 0

  public init() {}

  /// The root view, loaded on first access.
  public var view: View {
    if let loadedView { return loadedView }
    loadView()
    let view = loadedView ?? View()
    loadedView = view
    viewDidLoad()
    methodInvoked(.viewDidLoad, with: [])
    return view
  }

  /// Replaces the root view; call from ``loadView()`` overrides.
  public func setView(_ view: View) {
    loadedView = view
  }

  public var isViewLoaded: Bool { loadedView != nil }

  // MARK: - Lifecycle, for subclasses

  /// Creates the root view; the default is an empty ``View``.
  open func loadView() {
    loadedView = View()
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: - Presentation

  /// Presents `viewController` modally; ignored while another is presented, as UIKit does.
  public func present(
    _ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil
  ) {
    guard presentedViewController == nil else { return }
    tracePresentation(of: viewController)
    presentedViewController = viewController
    viewController.presentingViewController = self
    viewController.appear()
    completion?()
  }

  /// Dismisses what this controller presented (or, if it is presented, itself).
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presented.disappear()
      presented.presentingViewController = nil
      presentedViewController = nil
    } else if let presenting = presentingViewController {
      presenting.dismiss(animated: animated, completion: completion)
      return
    }
    completion?()
  }

  // MARK: - Appearance, driven by containers

  func appear() {
    _ = view
    viewWillAppear(false)
    methodInvoked(.viewWillAppear, with: [false])
    viewDidAppear(false)
    methodInvoked(.viewDidAppear, with: [false])
  }

  func disappear() {
    guard isViewLoaded else { return }
    viewWillDisappear(false)
    methodInvoked(.viewWillDisappear, with: [false])
    viewDidDisappear(false)
    methodInvoked(.viewDidDisappear, with: [false])
  }
}
