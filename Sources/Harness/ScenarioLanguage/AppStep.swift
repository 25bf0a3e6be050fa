/// What an `app …` step does to the app's place on the phone.
public enum AppStep: String, Sendable, Equatable, CaseIterable {
  /// `app background`: the user goes to the home screen; the app keeps running there.
  case background
  /// `app foreground`: the user opens the app again.
  case foreground
}
