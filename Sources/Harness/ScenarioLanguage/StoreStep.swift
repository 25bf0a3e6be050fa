/// What a `store …` step does to the simulated phone's disk, where the route database lives.
///
/// Both damage the files the next `restart` opens; write them right before a `restart`.
public enum StoreStep: Sendable, Equatable {
  /// `store corrupt`: the database file is overwritten with bytes that are not a database.
  case corrupt
  /// `store readonly`: the database folder and files become read-only.
  case readOnly
}
