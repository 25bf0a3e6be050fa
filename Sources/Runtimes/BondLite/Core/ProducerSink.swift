/// The observer a ``Signal`` producer writes to: it keeps the event grammar, counts the
/// observation as live, and disposes the producer's resources when the observation ends.
final class ProducerSink<Element, Error: Swift.Error>: Disposable {
  private var observer: Observer<Element, Error>?
  private var upstream: Disposable?

  init(_ observer: @escaping Observer<Element, Error>) {
    self.observer = observer
    BondResources.count(1)
  }

  var isDisposed: Bool { observer == nil }

  func on(_ event: Signal<Element, Error>.Event) {
    guard let observer else { return }
    if event.isTerminal {
      self.observer = nil
      observer(event)
      finish()
    } else {
      observer(event)
    }
  }

  /// Takes the producer's disposable, disposing it at once if the observation already ended.
  func attach(_ disposable: Disposable) {
    if observer == nil {
      disposable.dispose()
    } else {
      upstream = disposable
    }
  }

  func dispose() {
    guard observer != nil else { return }
    observer = nil
    finish()
  }

  private func finish() {
    BondResources.count(-1)
    let taken = upstream
    upstream = nil
    taken?.dispose()
  }
}
