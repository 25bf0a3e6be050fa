// MARK: - observe(on:)

extension ObservableType {
  /// Delivers the source's events through `scheduler`.
  ///
  /// On `MainScheduler` an event is delivered at once, or right after the main-scheduler work
  /// in progress (from work off the main thread: on the main queue); on a
  /// ``SerialQueueSchedulerType`` each event is an action of its own; on other schedulers
  /// events are queued and delivered one scheduled action at a time, in order.
  @inlinable public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    let source = asObservable()
    if scheduler is SerialQueueSchedulerType { return observeSerially(source, on: scheduler) }
    guard scheduler is MainScheduler else { return observeQueued(source, on: scheduler) }
    return Producer { observer in
      let sink = Sink(observer: observer)
      sink.setUpstream(
        source.subscribe(handler: { event in
          let handedOver = MainScheduler.handOverIfOffMain {
            if event.isStopEvent { sink.forwardStop(event) } else { sink.forwardOn(event) }
          }
          guard !handedOver else { return }
          let ranNow = MainScheduler.trampoline.runIfIdle {
            if event.isStopEvent { sink.forwardStop(event) } else { sink.forwardOn(event) }
          }
          guard !ranNow else { return }
          _ = MainScheduler.instance.schedule(()) { _ in
            if event.isStopEvent { sink.forwardStop(event) } else { sink.forwardOn(event) }
            return Disposables.create()
          }
        }))
      return sink
    }
  }
}

/// The general `observe(on:)`: a queue drained one event per scheduled action; each action
/// schedules the next while events remain.
@usableFromInline func observeQueued<Element>(
  _ source: Observable<Element>, on scheduler: ImmediateSchedulerType
) -> Observable<Element> {
  Producer { observer in
    let sink = ObserveOnSink(observer: observer, scheduler: scheduler)
    let subscription = source.subscribe(handler: { sink.on($0) })
    sink.upstream = Disposables.create(subscription, sink.pump)
    return sink
  }
}

/// `observe(on:)` a serial queue off the main thread (RxSwift's `ObserveOnSerialDispatchQueue`):
/// each event is an action of its own, so that the queue's thread shares no queue of events
/// with the thread that sends them, and disposing cancels the actions not yet run.
///
/// An element goes down the chain on the queue; a stop event goes back to the main scheduler
/// from there, after the elements before it: ending a chain disposes it, which RxLite's serial
/// sinks allow on the main thread only.
@usableFromInline func observeSerially<Element>(
  _ source: Observable<Element>, on scheduler: ImmediateSchedulerType
) -> Observable<Element> {
  Producer { observer in
    let sink = Sink(observer: observer)
    let actions = CompositeDisposable()
    let subscription = source.subscribe(handler: { event in
      _ = actions.insert(
        scheduler.schedule(event) { event in
          if event.isStopEvent {
            _ = MainScheduler.instance.schedule(event) { event in
              sink.forwardStop(event)
              return Disposables.create()
            }
          } else {
            sink.forwardOn(event)
          }
          return Disposables.create()
        })
    })
    sink.upstream = Disposables.create(subscription, actions)
    return sink
  }
}

private final class ObserveOnSink<Element>: Sink<Element> {
  let pump = SerialDisposable()
  private let scheduler: ImmediateSchedulerType
  private var queue = Queue<Event<Element>>()
  private var isRunning = false

  init(observer: @escaping (Event<Element>) -> Void, scheduler: ImmediateSchedulerType) {
    self.scheduler = scheduler
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    guard !isDisposed else { return }
    queue.append(event)
    guard !isRunning else { return }
    isRunning = true
    scheduleDelivery()
  }

  private func scheduleDelivery() {
    pump.disposable = scheduler.schedule(self) { sink in
      sink.deliverNext()
      return Disposables.create()
    }
  }

  private func deliverNext() {
    guard !isDisposed, let event = queue.dequeue() else {
      isRunning = false
      return
    }
    if event.isStopEvent { forwardStop(event) } else { forwardOn(event) }
    if queue.isEmpty {
      isRunning = false
    } else {
      scheduleDelivery()
    }
  }
}

// MARK: - subscribe(on:)

extension ObservableType {
  /// Subscribes to (and later unsubscribes from) the source on `scheduler`.
  ///
  /// As in RxSwift, the source itself is subscribed to (not its `asObservable()`), so its
  /// subscription ends when the scheduled unsubscription runs.
  public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
    Producer { observer in
      let sink = Sink(observer: observer)
      let everything = SerialDisposable()
      let cancelSchedule = SingleAssignmentDisposable()
      everything.disposable = cancelSchedule
      sink.upstream = everything
      cancelSchedule.setDisposable(
        scheduler.schedule(()) { _ in
          let subscription = self.subscribe(
            AnyObserver { event in
              if event.isStopEvent { sink.forwardStop(event) } else { sink.forwardOn(event) }
            })
          everything.disposable = ScheduledDisposable(
            scheduler: scheduler, disposable: subscription)
          return Disposables.create()
        })
      return sink
    }
  }
}
