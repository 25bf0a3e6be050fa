// Sources/Variants/MyStyle/RouteRecorder/RecorderViewController.swift
import Storyboards
import UIKitLite

@MainActor
final class RecorderViewController: ViewController {
  private let recorderView = RouteRecorderView()
  override func loadView() { setView(recorderView) }
}
