import SceneContract

/// Checks a scenario's `launch` lines against the launch options its feature declares.
enum LaunchOptionCheck {
  /// Why `key value` is not a launch option of `feature` (and whether the value is at fault),
  /// or nil when it is one.
  static func check(_ key: String, _ value: String, _ feature: FeatureID)
    -> (onValue: Bool, message: String)?
  {
    let known = FeatureDeclaration.named(feature)?.launchOptions ?? []
    guard let option = known.first(where: { $0.key == key }) else {
      let names = known.map(\.key)
      guard !names.isEmpty else {
        return (false, "expected no launch options: the \(feature.rawValue) screen reads none")
      }
      return (
        false,
        "expected a launch option of the \(feature.rawValue) screen "
          + "(\(names.joined(separator: ", "))), found `\(Echo.token(key))`"
          + didYouMean(key, among: names)
      )
    }
    guard option.kind != .integer || Int(value) != nil else {
      return (
        true,
        "expected an integer from \(Int.min) to \(Int.max) for `\(key)`, "
          + "found `\(Echo.token(value))`"
      )
    }
    return nil
  }
}
