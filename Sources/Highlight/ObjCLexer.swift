/// A small hand-written lexer that classifies Objective-C (and the C under
/// it) for highlighting.
///
/// The originals the articles quote are `.m` and `.h` files; there is no
/// Objective-C parser in the package and none is needed to colour them, a
/// single pass over the bytes is enough and costs a few microseconds per
/// block. The lexer never fails: every byte is either part of a classified
/// run or left plain, every loop advances, and unterminated literals end at
/// the end of their line (strings, characters) or of the input (block
/// comments), as a reader's eye would end them.
///
/// Operators are left plain on purpose: in C, `*` and `&` are declarators as
/// often as operators, and a lexer cannot tell `NSString *name` from `a * b`.
struct ObjCLexer {
  private let text: UnsafeBufferPointer<UInt8>
  private var runs: [HighlightRun] = []
  private var position = 0
  /// Only blanks since the last line break: where a `#` starts a directive.
  private var atLineStart = true
  /// Just after `@property`: a `(` opens its attribute list.
  private var afterProperty = false
  /// Inside `@property (…)`, where `nonatomic`, `copy` and the like are keywords.
  private var inPropertyAttributes = false

  private init(_ text: UnsafeBufferPointer<UInt8>) {
    self.text = text
  }

  /// The classified runs of `text`, in order, not overlapping.
  static func runs(_ text: UnsafeBufferPointer<UInt8>) -> [HighlightRun] {
    var lexer = ObjCLexer(text)
    lexer.runs.reserveCapacity(text.count / 6)
    lexer.lex()
    return lexer.runs
  }

  private mutating func lex() {
    let count = text.count
    while position < count {
      let byte = text[position]
      if byte == Byte.newline {
        atLineStart = true
        position += 1
        continue
      }
      if Byte.isBlank(byte) {
        position += 1
        continue
      }
      let lineStart = atLineStart
      atLineStart = false
      if byte == Byte.slash && position + 1 < count && text[position + 1] == Byte.slash {
        lineComment()
      } else if byte == Byte.slash && position + 1 < count && text[position + 1] == Byte.star {
        blockComment()
      } else {
        token(byte, lineStart: lineStart)
      }
    }
  }

  /// Everything that is not blank or a comment.
  private mutating func token(_ byte: UInt8, lineStart: Bool) {
    let wasAfterProperty = afterProperty
    afterProperty = false
    switch byte {
    case Byte.hash where lineStart:
      directive()
    case Byte.quote, Byte.apostrophe:
      literal(from: position, quoteAt: position)
    case Byte.at:
      atToken()
    case Byte.leftParen:
      inPropertyAttributes = wasAfterProperty
      position += 1
    case Byte.rightParen:
      inPropertyAttributes = false
      position += 1
    case Byte.dot where position + 1 < text.count && Byte.isDigit(text[position + 1]):
      number(from: position)
    default:
      if Byte.isDigit(byte) {
        number(from: position)
      } else if Byte.isIdentifier(byte) {
        identifier()
      } else {
        position += 1
      }
    }
  }

  // MARK: Comments

  /// `//` to the end of the line; `///` and `//!` are documentation.
  private mutating func lineComment() {
    let start = position
    var end = start + 2
    while end < text.count && text[end] != Byte.newline { end += 1 }
    let third = start + 2 < end ? text[start + 2] : 0
    let fourth = start + 3 < end ? text[start + 3] : 0
    let doc = (third == Byte.slash && fourth != Byte.slash) || third == Byte.bang
    runs.append(HighlightRun(start, end, doc ? .doc : .comment))
    position = end
  }

  /// `/*` to `*/` or the end of the input; `/**` and `/*!` are
  /// documentation, `/**/` is not.
  private mutating func blockComment() {
    let start = position
    var end = start + 2
    while true {
      if end + 1 >= text.count {
        end = text.count
        break
      }
      if text[end] == Byte.star && text[end + 1] == Byte.slash {
        end += 2
        break
      }
      end += 1
    }
    let third = start + 2 < text.count ? text[start + 2] : 0
    let fourth = start + 3 < text.count ? text[start + 3] : 0
    let doc = (third == Byte.star && fourth != Byte.slash) || third == Byte.bang
    runs.append(HighlightRun(start, end, doc ? .doc : .comment))
    // A comment spanning lines leaves the lexer at a line's middle, as far
    // as directives go; that `/* … */ #define` stays plain is acceptable.
    position = end
  }

  // MARK: Preprocessor

  /// `#word` at the start of a line. `#import <X.h>` also marks the header
  /// name as a string; `#pragma`, `#error` and `#warning` take their whole
  /// line (free text, not code); other directives' operands are lexed as
  /// code, so `#define` bodies and `#if` conditions are coloured as such.
  private mutating func directive() {
    let start = position
    var end = skipBlanks(from: start + 1)
    let wordStart = end
    while end < text.count && Byte.isIdentifier(text[end]) { end += 1 }
    let word = wordStart..<end
    if Self.freeTextDirectives.contains(text, word.lowerBound, word.upperBound) {
      while end < text.count && text[end] != Byte.newline { end += 1 }
      runs.append(HighlightRun(start, end, .directive))
      position = end
      return
    }
    runs.append(HighlightRun(start, end, .directive))
    position = end
    if Self.includeDirectives.contains(text, word.lowerBound, word.upperBound) {
      let open = skipBlanks(from: end)
      if open < text.count && text[open] == Byte.lessThan {
        var close = open + 1
        while close < text.count && text[close] != Byte.greaterThan && text[close] != Byte.newline {
          close += 1
        }
        if close < text.count && text[close] == Byte.greaterThan { close += 1 }
        runs.append(HighlightRun(open, close, .string))
        position = close
      }
    }
  }

  // MARK: Literals

  /// A string or character literal whose opening quote is at `quote`,
  /// starting at `start` (before any `@`, `L`, `u8` prefix). Backslash
  /// escapes are skipped; a line break or the end of input ends an
  /// unterminated literal (the break itself is not part of it).
  private mutating func literal(from start: Int, quoteAt quote: Int) {
    let closing = text[quote]
    var end = quote + 1
    while end < text.count {
      let byte = text[end]
      if byte == Byte.backslash {
        end = min(end + 2, text.count)
      } else if byte == Byte.newline {
        break
      } else {
        end += 1
        if byte == closing { break }
      }
    }
    runs.append(HighlightRun(start, end, .string))
    position = end
  }

  /// A C "preprocessing number": digits, letters, `_`, `.` and a signed
  /// exponent (`e+`, or `p-` in hex), which covers `0x1F`, `1.5e-3`,
  /// `10.0f`, `42UL` and stops at the first byte no number can contain.
  private mutating func number(from start: Int) {
    var end = position
    let hex =
      end + 1 < text.count && text[end] == Byte.zero && (text[end + 1] | 0x20) == 0x78
    while end < text.count {
      let byte = text[end]
      let lower = byte | 0x20
      if (hex ? lower == 0x70 : lower == 0x65) && end + 1 < text.count
        && (text[end + 1] == Byte.plus || text[end + 1] == Byte.minus)
      {
        end += 2
      } else if Byte.isLetter(byte) || Byte.isDigit(byte) || byte == Byte.underscore || byte == Byte.dot {
        end += 1
      } else {
        break
      }
    }
    runs.append(HighlightRun(start, end, .number))
    position = end
  }

  /// `@` and what follows: `@"…"` strings, `@42` numbers, `@interface`-style
  /// keywords and `@YES`; a lone or unknown `@` stays plain.
  private mutating func atToken() {
    let start = position
    let next = start + 1 < text.count ? text[start + 1] : 0
    if next == Byte.quote {
      literal(from: start, quoteAt: start + 1)
    } else if Byte.isDigit(next) {
      position = start + 1
      number(from: start)
    } else if Byte.isLetter(next) || next == Byte.underscore {
      var end = start + 1
      while end < text.count && Byte.isIdentifier(text[end]) { end += 1 }
      if Self.atKeywords.contains(text, start + 1, end) {
        runs.append(HighlightRun(start, end, .keyword))
        afterProperty = end - start == 9 && Self.property.contains(text, start + 1, end)
      }
      position = end
    } else {
      position = start + 1
    }
  }

  // MARK: Identifiers

  /// A word: a keyword, a property attribute inside `@property (…)`, a
  /// literal prefix (`L"…"`, `u8"…"`), a capitalised type name, or plain.
  private mutating func identifier() {
    let start = position
    var end = start + 1
    while end < text.count && Byte.isIdentifier(text[end]) { end += 1 }
    if end < text.count && (text[end] == Byte.quote || text[end] == Byte.apostrophe)
      && Self.literalPrefixes.contains(text, start, end)
    {
      literal(from: start, quoteAt: end)
      return
    }
    if Self.keywords.contains(text, start, end)
      || (inPropertyAttributes && Self.propertyAttributes.contains(text, start, end))
    {
      runs.append(HighlightRun(start, end, .keyword))
    } else if Byte.isUpper(text[start]) && !isMacroName(start, end) {
      runs.append(HighlightRun(start, end, .type))
    }
    position = end
  }

  /// `NS_ASSUME_NONNULL_BEGIN`, `NSEC_PER_SEC`, `MAX`: a name of two or
  /// more characters without a lower-case letter is a macro or constant by
  /// convention, not a type, so it stays plain; `BOOL`, `SEL` and `IMP` are
  /// the exceptions.
  private func isMacroName(_ start: Int, _ end: Int) -> Bool {
    guard end - start >= 2 else { return false }
    for i in start..<end where Byte.isLetter(text[i]) && !Byte.isUpper(text[i]) { return false }
    return !Self.upperCaseTypes.contains(text, start, end)
  }

  private func skipBlanks(from start: Int) -> Int {
    var i = start
    while i < text.count && (text[i] == Byte.space || text[i] == Byte.tab) { i += 1 }
    return i
  }

  // MARK: Word lists

  /// C keywords, Objective-C's own words and the qualifiers and literals an
  /// original's code shows (`self`, `nil`, `YES`, `__weak`, `nullable`).
  private static let keywords = KeywordTable([
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
    "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
    "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
    "volatile", "while", "_Bool", "_Complex", "_Atomic", "_Alignas", "_Alignof", "_Noreturn",
    "_Static_assert", "_Thread_local", "_Generic", "bool", "true", "false",
    "self", "super", "nil", "Nil", "YES", "NO", "NULL", "id", "instancetype", "in", "inout", "oneway",
    "bycopy", "byref", "__block", "__weak", "__strong", "__autoreleasing", "__unsafe_unretained",
    "__bridge", "__bridge_transfer", "__bridge_retained", "__kindof", "__typeof__", "__typeof", "typeof",
    "__attribute__", "__attribute", "_Nonnull", "_Nullable", "_Null_unspecified", "_Nullable_result",
    "__nonnull", "__nullable", "nonnull", "nullable", "IBOutlet", "IBAction", "IBInspectable",
  ])

  /// The words after `@` that are keywords (`@interface`, `@selector`,
  /// boxed `@YES`).
  private static let atKeywords = KeywordTable([
    "interface", "implementation", "end", "protocol", "property", "synthesize", "dynamic", "selector",
    "class", "optional", "required", "public", "private", "protected", "package", "try", "catch",
    "finally", "throw", "synchronized", "autoreleasepool", "encode", "import", "compatibility_alias",
    "available", "defs", "YES", "NO", "true", "false",
  ])

  private static let property = KeywordTable(["property"])

  /// Keywords only inside `@property (…)`; elsewhere `copy` and `class`
  /// are ordinary method names.
  private static let propertyAttributes = KeywordTable([
    "atomic", "nonatomic", "strong", "weak", "copy", "assign", "retain", "readonly", "readwrite",
    "getter", "setter", "unsafe_unretained", "null_resettable", "null_unspecified", "class", "direct",
  ])

  private static let upperCaseTypes = KeywordTable(["BOOL", "SEL", "IMP"])
  private static let literalPrefixes = KeywordTable(["L", "u", "U", "u8"])
  private static let includeDirectives = KeywordTable(["import", "include", "include_next"])
  private static let freeTextDirectives = KeywordTable(["pragma", "error", "warning"])
}
