/// A failure of a command's work (not of its arguments): reported in full,
/// since it may carry a compiler's diagnostics, with status 1.
struct CommandFailure: Error {
  let message: String
}
