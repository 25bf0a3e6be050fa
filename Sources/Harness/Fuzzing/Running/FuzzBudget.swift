/// How much a fuzz run plays per feature: a number of stories, or as many as fit in a time.
public enum FuzzBudget: Sendable, Equatable {
  case stories(Int)
  case time(Duration)
}
