/// What a `store …` step does to the simulated phone's disk, where the route database and the
/// exported files live.
///
/// `corrupt` and `readonly` damage the files the next `restart` opens; write them right before
/// a `restart`.
public enum StoreStep: Sendable, Equatable {
  /// `store corrupt`: the database file is overwritten with bytes that are not a database.
  case corrupt
  /// `store readonly`: the database folder and files become read-only.
  case readOnly
  /// `store export "<file>" taken`: the documents folder already holds a file of that name,
  /// whose contents are not the app's (`StoreStep.takenFileContents`).
  case exportTaken(file: String)

  /// What a taken export file holds.
  public static let takenFileContents = "A file the app did not write.\n"
}
