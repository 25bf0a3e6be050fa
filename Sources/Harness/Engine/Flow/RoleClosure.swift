/// A closure literal handed to a role function, with where it was written and the closures its
/// own code could call by name.
final class RoleClosure {
  let file: Int
  let body: Range<Int>
  let owner: String
  let bindings: [String: RoleClosure]

  init(file: Int, body: Range<Int>, owner: String, bindings: [String: RoleClosure]) {
    self.file = file
    self.body = body
    self.owner = owner
    self.bindings = bindings
  }
}
