// Sources/Variants/MyStyle/WebPage/WebPageViewController.swift
import Storyboards
import UIKitLite

@MainActor
final class WebPageViewController: ViewController {
  private let webPageView: WebPageView

  init(webPageView: WebPageView) {
    self.webPageView = webPageView
    super.init()
  }

  override func loadView() { setView(webPageView) }
}
