import Foundation
import ScenarioLanguage
import SceneContract

// MARK: - Reading a style's feature

extension RoleCallPath {
  /// The call path reader for `style`'s `feature`, over every file its declaration gives a role
  /// (`RoleFile`), from the repository at `repositoryRoot`; nil when the style does not
  /// implement the feature or its files cannot be read.
  static func load(repositoryRoot: URL, style: StyleDeclaration, feature: FeatureID)
    -> RoleCallPath?
  {
    guard let implementation = style.features[feature],
      let declaration = FeatureDeclaration.named(feature)
    else { return nil }
    let folder = SourceLocation.featureFolder(
      repositoryRoot: repositoryRoot, styleFolder: style.folder,
      featureFolder: declaration.sourceFolder)
    var files: [SourceTokens] = []
    var viewFiles: [Int] = []
    for roleFile in implementation.roles {
      let url = folder.appendingPathComponent(roleFile.path)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
      if roleFile.role == .view { viewFiles.append(files.count) }
      files.append(SourceTokens(file: url.lastPathComponent, text: text))
    }
    return RoleCallPath(index: RoleSourceIndex(files: files, viewFiles: viewFiles))
  }
}

// MARK: - Drawing the path

extension RoleCallPath {
  /// The widget a user step acts on, whose wiring starts the path; nil for other steps.
  static func widget(of action: StepAction) -> String? {
    switch action {
    case .tap(let id, _), .type(let id, _), .clear(let id), .select(let id, _): id.name
    default: nil
    }
  }

  /// The path from a delegate method the input's widget called, as recorded (a tab bar's
  /// `didSelect`), when the widget has no handler wired in the view files.
  private func delegatePath(in recorded: [FlowMessage]) -> Path? {
    guard let input = recorded.first(where: { $0.kind == .input }),
      let call = recorded.first(where: { $0.kind == .call && $0.from == input.to })
    else { return nil }
    return path(delegateCall: call.label, into: call.to)
  }

  /// `recorded` (one step's messages) with the path of the step's input between the style's
  /// own types inserted as ``FlowMessage/Kind/source`` messages: after the recorded hop into
  /// the handler's type; when no hook recorded one (a closure given to a runtime's signal),
  /// after the input, preceded by a hop from the widget to the handler's closure.
  func messages(for action: StepAction, merging recorded: [FlowMessage], step: Int)
    -> [FlowMessage]
  {
    guard let widget = Self.widget(of: action),
      let path = path(forWidget: widget) ?? delegatePath(in: recorded), !path.hops.isEmpty
    else { return recorded }
    var hops = path.hops.map { hop in
      FlowMessage(
        step: step, from: hop.from, to: hop.to,
        label: FlowNames.call(hop.label, mark: hop.mark.map { "[\($0.rawValue)] " } ?? ""),
        kind: .source,
        location: hop.location)
    }
    let handler = FlowNames.layer(path.handlerType)
    if let entry = recorded.firstIndex(where: { $0.kind == .call && $0.to == handler }) {
      return Array(recorded[...entry]) + hops + recorded[(entry + 1)...]
    }
    guard let input = recorded.firstIndex(where: { $0.kind == .input }) else {
      return hops + recorded
    }
    hops.insert(
      FlowMessage(
        step: step, from: recorded[input].to, to: handler,
        label: FlowNames.call(path.handlerLabel),
        kind: .source, location: path.wiring),
      at: 0)
    return Array(recorded[...input]) + hops + recorded[(input + 1)...]
  }
}
