/// A failure reported in full (it may carry a compiler's diagnostics) with
/// the exit status its kind has: 1 when the command's work failed (a build,
/// a compile), 2 when its input is wrong (a file or folder that is not
/// there, not inside a project), as for a malformed command line.
struct CommandFailure: Error, Equatable {
  let message: String
  var status: Int32 = 1

  /// Wrong input: status 2.
  static func input(_ message: String) -> CommandFailure {
    CommandFailure(message: message, status: 2)
  }
}

extension CommandFailure: CustomStringConvertible {
  /// The message alone, as `scholia serve` shows a worker's failed build.
  var description: String { message }
}
