/// What an `@original` annotation says, in its parts:
/// `-[MBProgressHUD showAnimated:] MBProgressHUD.m:412 (note)` is the
/// original's symbol, the file that holds it, the line where its
/// implementation starts at the commit the article reads, and a note.
///
/// The line is what lets a source page link a method to its place in the
/// original and show the original beside the replica; docs/annotations.md
/// is the grammar.
public struct OriginalReference: Hashable, Sendable {
  /// `-[Class selector:]`, `+[Class selector]`, or a name (`graceTimer`,
  /// `POP::SpringSolver::advance`).
  public let symbol: String
  /// The file, as its repository (or the library's `original_folder`)
  /// names it: `MBProgressHUD.m`, `pop/POPAnimator.mm`.
  public let file: String?
  /// 1-based.
  public let line: Int?
  /// The text in parentheses, without them: `0.9.1`, `UIKit`.
  public let note: String?

  static let fileExtensions = [".m", ".h", ".mm", ".swift"]

  /// Whether the symbol is an Objective-C method: `-[…]` or `+[…]`.
  public var isSelector: Bool { symbol.hasPrefix("-[") || symbol.hasPrefix("+[") }

  /// The name the original's code calls it by: the selector of a method
  /// (`hideAnimated:afterDelay:`), the last part of any other name
  /// (`advance` for `POP::SpringSolver::advance`).
  public var calledName: String {
    if isSelector {
      let inside = symbol.dropFirst(2).dropLast()
      return String(inside.split(separator: " ").last ?? "")
    }
    return String(symbol.split(separator: ":").last ?? "")
  }

  /// Whether the symbol lives in the original library, so that it has a
  /// line to link to: it names a file, or no note says it lives elsewhere
  /// (`-[UIView setHidden:] (UIKit)` names no file and lives in UIKit).
  public var isInLibrary: Bool { file != nil || note == nil }

  /// Parses an `@original` value, or says what is wrong with it.
  public static func parse(_ value: String) -> Result<OriginalReference, OriginalReferenceError> {
    var rest = Substring(value)
    var note: String?
    if rest.hasSuffix(")"), let open = rest.lastIndex(of: "(") {
      note = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
      rest = Substring(String(rest[..<open]).trimmingTrailingSpaces)
    }
    let symbolEnd =
      rest.hasPrefix("-[") || rest.hasPrefix("+[")
      ? rest.firstIndex(of: "]").map(rest.index(after:)) : nil
    let symbol = symbolEnd.map { String(rest[..<$0]) } ?? String(rest.prefix { $0 != " " })
    let location = rest.dropFirst(symbol.count).drop { $0 == " " }
    var file: String?
    var line: Int?
    if !location.isEmpty {
      let colon = location.lastIndex(of: ":")
      let path = colon.map { location[..<$0] } ?? location
      if location.contains(" ") || !fileExtensions.contains(where: { path.hasSuffix($0) }) {
        return .failure(.notAFile(String(location)))
      }
      file = String(path)
      if let colon {
        let digits = location[location.index(after: colon)...]
        guard let number = Int(digits), number >= 1, digits.allSatisfy(\.isASCII) else {
          return .failure(.badLine(String(location)))
        }
        line = number
      }
    }
    if symbol.hasPrefix("-[") || symbol.hasPrefix("+[") {
      let inside = symbol.dropFirst(2).dropLast()
      if inside.split(separator: " ").count != 2 { return .failure(.badSelector(symbol)) }
    }
    return .success(OriginalReference(symbol: symbol, file: file, line: line, note: note))
  }
}

/// What can be wrong with an `@original` value; each case words itself as
/// the diagnostic says it.
public enum OriginalReferenceError: Error, Hashable, Sendable {
  /// What follows the symbol is not a file (`HUD.txt`, `two words`).
  case notAFile(String)
  /// The file's line is not a number from 1 (`HUD.m:0`, `HUD.m:twelve`).
  case badLine(String)
  /// A selector without exactly a class and a selector (`-[HUDshow]`).
  case badSelector(String)

  public var message: String {
    switch self {
    case .notAFile(let text):
      return
        "'@original' takes a symbol, optionally its file (.m, .h, .mm, .swift) with its line (File.m:12) and a (note), not '\(text)'"
    case .badLine(let text):
      let path = text.prefix { $0 != ":" }
      return "an original's line reads '\(path):LINE' with LINE a number from 1, not '\(text)'"
    case .badSelector(let symbol):
      return "an original selector reads '-[Class selector]', not '\(symbol)'"
    }
  }
}

extension Annotation {
  /// The `@original` value in its parts; nil for another key or a value
  /// that does not parse (the validator reports it).
  public var originalReference: OriginalReference? {
    guard key == .original, case .success(let reference) = OriginalReference.parse(value) else { return nil }
    return reference
  }
}
