import MainLoop
import RxCocoaLite
import RxLite
import Testing
import UIKitLite

@MainActor
@Suite("Binder")
struct BinderTests {
  @Test func bindsEachElementToTheTarget() {
    let label = Label()
    let subject = PublishSubject<String?>()
    let subscription = subject.bind(to: label.rx.text)
    subject.onNext("one")
    #expect(label.text == "one")
    subject.onNext(nil)
    #expect(label.text == nil)
    #expect(label.renderCount == 2)
    subscription.dispose()
    subject.onNext("after")
    #expect(label.text == nil)
  }

  @Test func holdsItsTargetWeaklyAndDropsElementsOnceItIsGone() {
    var label: Label? = Label()
    weak let weakLabel = label
    var bound: [String?] = []
    let binder = label.map { target in
      Binder<String?>(target) { label, text in
        label.text = text
        bound.append(text)
      }
    }
    binder?.onNext("seen")
    label = nil
    #expect(weakLabel == nil)
    binder?.onNext("dropped")
    #expect(bound == ["seen"])
  }

  @Test func ignoresCompletion() {
    let label = Label()
    let binder = label.rx.text
    binder.onNext("kept")
    binder.onCompleted()
    #expect(label.text == "kept")
    #expect(label.renderCount == 1)
  }

  @Test func bindsOnTheGivenScheduler() {
    let loop = MainLoop(mode: .virtual)
    let label = Label()
    let binder = Binder<String?>(label, scheduler: MainLoopScheduler(loop: loop)) { label, text in
      label.text = text
    }
    binder.onNext("later")
    #expect(label.text == nil)
    loop.runUntilIdle()
    #expect(label.text == "later")
  }

  @Test func bindsAtOnceWhenCalledOnTheMainActor() {
    let label = Label()
    var bound: [String?] = []
    let binder = Binder<String?>(label) { label, text in
      bound.append(text)
      label.text = text
    }
    binder.onNext("now")
    #expect(bound == ["now"])
    #expect(label.text == "now")
  }

  @Test func erasesToAnAnyObserverThatStillBinds() {
    let view = View()
    let observer = view.rx.isHidden.asObserver()
    observer.onNext(true)
    #expect(view.isHidden)
  }
}
