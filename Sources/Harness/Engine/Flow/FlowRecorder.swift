import Foundation
import MainLoop

/// Collects the messages of one traced step from every hook: the stand-ins' and BondLite's
/// (``FlowTrace``), and those of the runtimes the styles connect through their
/// ``RuntimeFlowHook``s.
///
/// It keeps the layers control is in as a stack: a hop into a layer draws an arrow from the
/// layer on top and pushes the new one until the hook's `exit()`. An object entered again from
/// itself (a property's own subject) stays one layer; a hop whose hook names its origin (the
/// model a notification comes from) is preceded by an inferred arrow from the layer on top.
///
/// Only the thread that created the recorder is recorded: the hooks are global, and code
/// running at the same time on another thread (a concurrent test) is not part of the step.
final class FlowRecorder: FlowRecording {
  private struct Frame {
    let layer: String
    let identity: ObjectIdentifier?
  }

  /// The step the messages belong to.
  let step: Int
  private let root: Frame
  private var frames: [Frame] = []
  private(set) var messages: [FlowMessage] = []
  /// Inputs the environment delivered during the step (hops marked as inputs: each batch of
  /// fixes a location manager hands its delegate).
  private(set) var deliveries = 0
  /// Watches the variant's objects for state changes the hooks do not see, when set.
  var watch: FlowStateWatch?
  private let thread = Thread.current

  /// A recorder whose first layer is `root`: who acts in the step (`User`, `Device`, `Time`).
  init(step: Int, root: String) {
    self.step = step
    self.root = Frame(layer: root, identity: nil)
  }

  private var top: Frame { frames.last ?? root }

  // MARK: - FlowRecording

  func enter(_ hop: FlowHop) {
    guard Thread.current == thread else { return }
    flushState()
    if hop.isInput { deliveries += 1 }
    let layer = FlowNames.layer(hop.layer)
    let from = hop.from.map(FlowNames.layer) ?? top.layer
    if hop.from != nil, from != top.layer, let cause = hop.cause {
      append(from: top.layer, to: from, label: cause, kind: .inferred)
    }
    let isSameLayer =
      hop.identity.map { $0 == top.identity } ?? false || (hop.from == nil && layer == top.layer)
    if isSameLayer {
      frames.append(top)
      return
    }
    append(from: from, to: layer, label: hop.label, kind: .call)
    frames.append(Frame(layer: layer, identity: hop.identity))
  }

  func begin(source layer: String, label: String?) {
    guard Thread.current == thread else { return }
    flushState()
    let name = FlowNames.layer(layer)
    if let label { append(from: name, to: name, label: label, kind: .event) }
    frames.append(Frame(layer: name, identity: nil))
  }

  func exit() {
    guard Thread.current == thread else { return }
    if !frames.isEmpty { frames.removeLast() }
  }

  func note(_ layer: String, label: String) {
    guard Thread.current == thread else { return }
    flushState()
    append(from: top.layer, to: FlowNames.layer(layer), label: label, kind: .note)
  }

  // MARK: - The step's own input

  /// Records what the step does to the app, and makes `layer` (the widget acted on) current
  /// for the rest of the step.
  func input(to layer: String, label: String) {
    append(from: root.layer, to: FlowNames.layer(layer), label: label, kind: .input)
    frames.append(Frame(layer: FlowNames.layer(layer), identity: nil))
  }

  /// Records the state changes the watch saw since the last message, from the layer on top.
  func flushState() {
    for change in watch?.changes() ?? [] {
      append(from: top.layer, to: FlowNames.layer(change.layer), label: change.label, kind: .state)
    }
  }

  // MARK: - Messages

  private func append(from: String, to: String, label: String, kind: FlowMessage.Kind) {
    let text = FlowNames.label(label)
    if let last = messages.last, last.from == from, last.to == to, last.label == text,
      last.kind == kind
    {
      messages[messages.count - 1].count += 1
      return
    }
    messages.append(
      FlowMessage(step: step, from: from, to: to, label: text, kind: kind))
  }
}
