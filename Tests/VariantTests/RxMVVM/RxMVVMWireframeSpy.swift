import RxLite

@testable import RxMVVMVariant

/// A wireframe that records every prompt and answers only when a test taps one of its buttons.
@MainActor
final class WireframeSpy: Wireframe {
  /// A prompt as the user would read it.
  struct Prompt: Equatable {
    let title: String
    let message: String
    /// The buttons, in order, cancel last.
    let buttons: [String]
  }

  private(set) var prompts: [Prompt] = []
  private var answer: ((String) -> Void)?

  func promptFor<Action: PromptAction>(
    _ title: String, message: String, cancelAction: Action?, actions: [Action]
  ) -> Observable<Action> {
    let all = actions + (cancelAction.map { [$0] } ?? [])
    prompts.append(Prompt(title: title, message: message, buttons: all.map(\.title)))
    return Observable.create { [weak self] observer in
      self?.answer = { title in
        guard let action = all.first(where: { $0.title == title }) else { return }
        observer.onNext(action)
        observer.onCompleted()
      }
      return Disposables.create()
    }
  }

  /// Taps the button titled `title` on the latest prompt.
  func tap(_ title: String) {
    let answer = answer
    self.answer = nil
    answer?(title)
  }
}
