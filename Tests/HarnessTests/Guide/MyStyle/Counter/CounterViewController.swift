// Sources/Variants/MyStyle/Counter/CounterViewController.swift
import Storyboards
import UIKitLite

@MainActor
final class CounterViewController: ViewController {
  private let counterView = CounterView()
  override func loadView() { setView(counterView) }
}
