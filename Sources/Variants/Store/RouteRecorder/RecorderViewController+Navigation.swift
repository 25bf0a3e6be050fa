import StoreLite
import UIKitLite

extension RecorderViewController {
  /// Keeps the navigation stack equal to `path`: a screen with a store scoped to its element
  /// for every element, in order — what TCA's `NavigationStackController` does.
  func observePath() {
    observations.append(
      observe { [weak self] in
        guard let self else { return }
        show(routeRecorder.path.ids)
      })
  }

  /// Pops the screens whose elements left `path` and pushes one for each new element.
  private func show(_ ids: [StackElementID]) {
    guard let navigationController else { return }
    pushed.removeAll { entry in
      !navigationController.viewControllers.contains { $0 === entry.viewController }
    }
    var kept = 0
    while kept < min(pushed.count, ids.count), pushed[kept].id == ids[kept] { kept += 1 }
    while pushed.count > kept {
      let top = pushed.removeLast()
      if navigationController.topViewController === top.viewController {
        navigationController.popViewController(animated: true)
      }
    }
    for id in ids[kept...] {
      guard let viewController = makeViewController(for: id) else { continue }
      pushed.append((id, viewController))
      navigationController.pushViewController(viewController, animated: true)
    }
  }

  /// The screen of the element `id`; going back from it sends `.path(.popFrom(id:))`.
  private func makeViewController(for id: StackElementID) -> ViewController? {
    let popped: @MainActor () -> Void = { [weak self] in
      self?.routeRecorder.send(.path(.popFrom(id: id)))
    }
    if let store = routeRecorder.scope(
      state: \.path[id: id]?.history, action: \.path[id: id].history)
    {
      return HistoryViewController(store: store, popped: popped)
    }
    if let store = routeRecorder.scope(
      state: \.path[id: id]?.detail, action: \.path[id: id].detail)
    {
      return RouteDetailViewController(store: store, popped: popped)
    }
    return nil
  }
}
