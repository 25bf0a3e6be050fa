// Sources/Variants/MyStyle/RestaurantSearch/RestaurantSearchViewController.swift
import Storyboards
import UIKitLite

@MainActor
final class RestaurantSearchViewController: ViewController {
  private let searchView = RestaurantSearchView()
  override func loadView() { setView(searchView) }
}
