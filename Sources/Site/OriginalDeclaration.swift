import Foundation
import SourceAnalysis

/// Whether a line of the original declares what an `@original` names, read
/// from the author's clone (`OriginalCheckout`).
///
/// An `@original -[Class selector:] File.m:LINE` is a claim a reader
/// follows to the original; a line number that drifted into the method's
/// body, onto a `#pragma` or into another method still looks like a link.
/// A method's claim holds when an Objective-C method signature with that
/// sign and selector starts on the line (its implementation's or a
/// declaration's, over as many lines as the signature takes), or an
/// `@property` whose getter or setter it is (an accessor the compiler
/// synthesizes is declared by its property). Any other
/// name (a property, a constant, a C or C++ function, a macro) holds when
/// the line's code has the name as a whole word: its declarations have no
/// shape that tells them from a use.
enum OriginalDeclaration {
  /// How far a signature may run on from its first line.
  static let signatureLines = 12

  /// Whether the code at `line` (1-based) of `lines` declares `reference`.
  static func declares(_ reference: OriginalReference, in lines: [String], at line: Int) -> Bool {
    guard line >= 1 && line <= lines.count else { return false }
    guard reference.isSelector else {
      let code = OriginalMethodText.codeOnly(Array(lines[line - 1].utf8))
      return containsWord(Array(reference.calledName.utf8), in: code)
    }
    if let signature = signature(at: line, in: lines) {
      return signature.sign == reference.symbol.utf8.first && signature.selector == reference.calledName
    }
    if let property = property(at: line, in: lines) {
      return property.sign == reference.symbol.utf8.first
        && (property.getter == reference.calledName || property.setter == reference.calledName)
    }
    return false
  }

  /// The accessors an `@property` on a line declares.
  struct Property: Equatable {
    /// `+` for a class property, else `-`.
    let sign: UInt8
    let getter: String
    /// Nil for a read-only property.
    let setter: String?
  }

  /// The property declared at `line`, or nil when its code is not an
  /// `@property` up to a `;`.
  static func property(at line: Int, in lines: [String]) -> Property? {
    guard let (code, start) = code(at: line, in: lines), code[start...].starts(with: "@property".utf8),
      let end = code[start...].firstIndex(of: UInt8(ascii: ";"))
    else { return nil }
    let declaration = code[(start + "@property".utf8.count)..<end]
    var attributes: [String] = []
    var rest = declaration
    if let open = declaration.firstIndex(where: { !OriginalMethodText.isSpace($0) }),
      declaration[open] == UInt8(ascii: "("),
      let close = declaration[open...].firstIndex(of: UInt8(ascii: ")"))
    {
      attributes = String(decoding: declaration[(open + 1)..<close], as: UTF8.self)
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      rest = declaration[(close + 1)...]
    }
    // A block's name is inside its parentheses: `void (^completion)(BOOL)`.
    let name: String
    if let caret = rest.firstIndex(of: UInt8(ascii: "^")) {
      guard let word = tokens(Array(rest[(caret + 1)...])).first(where: { $0 != ":" }) else { return nil }
      name = word
    } else {
      guard let word = tokens(withoutParentheses(rest)).last(where: { $0 != ":" }) else { return nil }
      name = word
    }
    func attribute(_ key: String) -> String? {
      attributes.first { $0.hasPrefix(key + "=") }.map {
        String($0.dropFirst(key.count + 1)).trimmingCharacters(in: .whitespaces)
      }
    }
    let setter =
      attributes.contains("readonly")
      ? nil : attribute("setter") ?? ("set" + name.prefix(1).uppercased() + name.dropFirst() + ":")
    return Property(
      sign: attributes.contains("class") ? UInt8(ascii: "+") : UInt8(ascii: "-"),
      getter: attribute("getter") ?? name, setter: setter)
  }

  /// The line of `lines` where `reference` is declared: the first method
  /// signature with a body when there is one, else the first declaration;
  /// nil when no line declares it.
  static func line(declaring reference: OriginalReference, in lines: [String]) -> Int? {
    var declaration: Int?
    for line in 1...max(lines.count, 1) where declares(reference, in: lines, at: line) {
      guard reference.isSelector else { return line }
      if signature(at: line, in: lines)?.hasBody == true { return line }
      declaration = declaration ?? line
    }
    return declaration
  }

  /// An Objective-C method signature starting at `line`.
  struct Signature: Equatable {
    /// `-` or `+`.
    let sign: UInt8
    /// `hideAnimated:afterDelay:`, `done`.
    let selector: String
    /// Whether a body (`{`) follows rather than a `;`.
    let hasBody: Bool
  }

  /// The signature that starts at `line`, or nil when the line's code does
  /// not start with `-` or `+` and a selector before a `{` or `;`.
  static func signature(at line: Int, in lines: [String]) -> Signature? {
    guard let (code, start) = code(at: line, in: lines),
      code[start] == UInt8(ascii: "-") || code[start] == UInt8(ascii: "+"),
      let end = code[start...].firstIndex(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: ";") })
    else { return nil }
    let words = tokens(withoutParentheses(code[(start + 1)..<end]))
    // Each label and its colon, or a colon alone (`foo::`), is a part of
    // the selector; the word after a colon is the parameter's name, and
    // other words (`NS_DESIGNATED_INITIALIZER`) are not the selector's.
    var selector = ""
    var index = 0
    var parameterNext = false
    while index < words.count {
      if words[index] == ":" {
        selector += ":"
        parameterNext = true
      } else if parameterNext {
        parameterNext = false
      } else if index + 1 < words.count && words[index + 1] == ":" {
        selector += words[index]
      }
      index += 1
    }
    if selector.isEmpty {
      guard let first = words.first else { return nil }
      selector = first
    }
    return Signature(sign: code[start], selector: selector, hasBody: code[end] == UInt8(ascii: "{"))
  }

  /// The code from `line` on, as far as a declaration may run, with
  /// comments and strings blanked (`OriginalMethodText.codeOnly`), and
  /// where its first character on that line is; nil for a blank line.
  private static func code(at line: Int, in lines: [String]) -> (code: [UInt8], start: Int)? {
    let upTo = min(lines.count, line - 1 + signatureLines)
    let code = OriginalMethodText.codeOnly(Array(lines[(line - 1)..<upTo].joined(separator: "\n").utf8))
    guard let start = code.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
      code[start] != UInt8(ascii: "\n")
    else { return nil }
    return (code, start)
  }

  /// The bytes with every parenthesised group (the types, an
  /// `__attribute__((…))`'s arguments) blanked.
  private static func withoutParentheses(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    var depth = 0
    for byte in bytes {
      if byte == UInt8(ascii: "(") { depth += 1 }
      out.append(depth > 0 ? UInt8(ascii: " ") : byte)
      if byte == UInt8(ascii: ")") && depth > 0 { depth -= 1 }
    }
    return out
  }

  /// Identifiers and colons, in order.
  private static func tokens(_ bytes: [UInt8]) -> [String] {
    var words: [String] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: ":") {
        words.append(":")
        index += 1
      } else if OriginalMethodText.isWordByte(bytes[index]) {
        let start = index
        while index < bytes.count && OriginalMethodText.isWordByte(bytes[index]) { index += 1 }
        words.append(String(decoding: bytes[start..<index], as: UTF8.self))
      } else {
        index += 1
      }
    }
    return words
  }

  /// Whether `word` occurs in `code` with no identifier character on
  /// either side.
  private static func containsWord(_ word: [UInt8], in code: [UInt8]) -> Bool {
    guard !word.isEmpty, word.count <= code.count else { return false }
    for start in 0...(code.count - word.count) where code[start..<(start + word.count)].elementsEqual(word) {
      let before = start == 0 || !OriginalMethodText.isWordByte(code[start - 1])
      let after = start + word.count == code.count || !OriginalMethodText.isWordByte(code[start + word.count])
      if before && after { return true }
    }
    return false
  }
}
