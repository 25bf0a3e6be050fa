import RxLite
import UIKitLite

/// An answer offered by a prompt: its button title, and whether the button is destructive.
protocol PromptAction: Sendable, Equatable {
  /// The button's title.
  var title: String { get }
  /// Whether the button is drawn as destructive.
  var isDestructive: Bool { get }
}

extension PromptAction {
  var isDestructive: Bool { false }
}

/// What a view model may ask of the screens around it, as RxExample's `Wireframe`: a prompt is
/// a sequence of the one answer the user picks.
@MainActor
protocol Wireframe {
  /// Shows an alert titled `title` with `message`, one button per action then `cancelAction`
  /// (if any), and sends the action the user taps, then completes.
  func promptFor<Action: PromptAction>(
    _ title: String, message: String, cancelAction: Action?, actions: [Action]
  ) -> Observable<Action>
}

/// The wireframe that presents alerts from one screen's view controller.
///
/// The scene sets ``presentingViewController`` once it has built the controller. A prompt that
/// cannot be shown — no controller, or one already presenting — completes without an answer.
@MainActor
final class DefaultWireframe: Wireframe {
  weak var presentingViewController: ViewController?

  func promptFor<Action: PromptAction>(
    _ title: String, message: String, cancelAction: Action?, actions: [Action]
  ) -> Observable<Action> {
    Observable.create { [weak self] observer in
      guard let presenter = self?.presentingViewController,
        presenter.presentedViewController == nil
      else {
        // Nothing to present from, or an alert is up already (UIKit then ignores the request).
        observer.onCompleted()
        return Disposables.create()
      }
      let alert = AlertController(title: title, message: message)
      for action in actions {
        let style: AlertAction.Style = action.isDestructive ? .destructive : .default
        alert.addAction(
          AlertAction(title: action.title, style: style) { _ in
            observer.onNext(action)
            observer.onCompleted()
          })
      }
      if let cancelAction {
        alert.addAction(
          AlertAction(title: cancelAction.title, style: .cancel) { _ in
            observer.onNext(cancelAction)
            observer.onCompleted()
          })
      }
      presenter.present(alert, animated: true)
      return Disposables.create(with: { [weak alert] in
        alert?.dismiss(animated: false)
      })
    }
  }
}
