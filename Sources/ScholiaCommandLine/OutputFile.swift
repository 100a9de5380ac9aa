import Foundation

/// Standard output, or a file written whole: the text goes to a temporary
/// file beside it that then replaces it, so a failure never leaves half a
/// file.
struct OutputFile {
  let path: String?

  func write(_ text: String) throws {
    guard let path else {
      print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
      return
    }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw CommandFailure(message: "cannot write \(path): \(error.localizedDescription)")
    }
  }
}
