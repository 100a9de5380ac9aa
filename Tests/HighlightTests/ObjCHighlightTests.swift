import Highlight
import Testing

/// Each class the Objective-C lexer emits, on small snippets, and its
/// behaviour on malformed input.
@Suite("Objective-C highlighting")
struct ObjCHighlightTests {
  func objc(_ code: String) -> HighlightedHTML {
    let highlighted = HighlightedHTML(code, .objc)
    #expect(highlighted.problems.isEmpty, "\(highlighted.problems)")
    #expect(highlighted.text == code)
    return highlighted
  }

  @Test("C and Objective-C keywords, @-keywords and literals")
  func keywords() {
    let h = objc(
      """
      @interface Spinner : NSObject
      @end
      @implementation Spinner
      - (void)spin {
          if (self.view == nil) { return; }
          static const int limit = 3;
          BOOL on = YES, off = NO;
          SEL action = @selector(spin);
      }
      @end
      """)
    for keyword in ["@interface", "@end", "@implementation", "void", "if", "self", "nil", "return", "static"]
    {
      #expect(h.classes(of: keyword) == ["hl-keyword"], "\(keyword)")
    }
    for keyword in ["const", "int", "YES", "NO", "@selector"] {
      #expect(h.classes(of: keyword) == ["hl-keyword"], "\(keyword)")
    }
    #expect(h.classes(of: "spin", occurrence: 1) == [])
    #expect(h.classes(of: "view") == [])
    #expect(h.classes(of: "limit") == [])
  }

  @Test("property attributes are keywords only inside @property (…)")
  func propertyAttributes() {
    let h = objc(
      """
      @property (nonatomic, copy, nullable) NSString *title;
      @property (atomic, readonly, getter=isDone) BOOL done;
      id other = [self.title copy];
      """)
    #expect(h.classes(of: "@property") == ["hl-keyword"])
    #expect(h.classes(of: "nonatomic") == ["hl-keyword"])
    #expect(h.classes(of: "copy", occurrence: 1) == ["hl-keyword"])
    #expect(h.classes(of: "nullable") == ["hl-keyword"])
    #expect(h.classes(of: "readonly") == ["hl-keyword"])
    #expect(h.classes(of: "getter") == ["hl-keyword"])
    #expect(h.classes(of: "copy", occurrence: 2) == [])
    #expect(h.classes(of: "id") == ["hl-keyword"])
  }

  @Test("capitalised names are types; upper-case macro and constant names are not")
  func types() {
    let h = objc(
      """
      NS_ASSUME_NONNULL_BEGIN
      NSString *name = [NSString stringWithFormat:@"%@", value];
      CGFloat alpha = MAX(0, 1);
      UIView *view;
      BOOL done = NSEC_PER_SEC > 0;
      NS_ASSUME_NONNULL_END
      """)
    #expect(h.classes(of: "NSString", occurrence: 1) == ["hl-type"])
    #expect(h.classes(of: "NSString", occurrence: 2) == ["hl-type"])
    #expect(h.classes(of: "CGFloat") == ["hl-type"])
    #expect(h.classes(of: "UIView") == ["hl-type"])
    #expect(h.classes(of: "BOOL") == ["hl-type"])
    #expect(h.classes(of: "MAX") == [])
    #expect(h.classes(of: "NSEC_PER_SEC") == [])
    #expect(h.classes(of: "NS_ASSUME_NONNULL_BEGIN") == [])
    #expect(h.classes(of: "stringWithFormat") == [])
  }

  @Test("strings: @\"…\", C strings with escapes, characters, prefixed literals")
  func strings() {
    let h = objc(
      #"""
      NSString *a = @"say \"hi\"";
      const char *b = "tab\there";
      char c = '\'';
      char d = 'x';
      wchar_t *e = L"wide";
      """#)
    #expect(h.classes(of: #"@"say \"hi\"""#) == ["hl-string"])
    #expect(h.classes(of: #""tab\there""#) == ["hl-string"])
    #expect(h.classes(of: #"'\''"#) == ["hl-string"])
    #expect(h.classes(of: "'x'") == ["hl-string"])
    #expect(h.classes(of: #"L"wide""#) == ["hl-string"])
    #expect(h.classes(of: ";", occurrence: 1) == [])
  }

  @Test("numbers: hex, floats with suffixes, exponents, boxed numbers")
  func numbers() {
    let h = objc("x = 0x1F + 1.5f + 42UL + 1e-3 + .5 + 0x1p-2 + @42 + 7;")
    for number in ["0x1F", "1.5f", "42UL", "1e-3", ".5", "0x1p-2", "@42", "7"] {
      #expect(h.classes(of: number) == ["hl-number"], "\(number)")
    }
    #expect(h.classes(of: "+") == [])
  }

  @Test("comments and doc comments")
  func comments() {
    let h = objc(
      """
      // plain
      /* block
         comment */
      /// doc line
      //! doc too
      /** doc block */
      /**/
      //// not doc
      int x; // trailing
      """)
    #expect(h.classes(of: "// plain") == ["hl-comment"])
    #expect(h.classes(of: "/* block\n   comment */") == ["hl-comment"])
    #expect(h.classes(of: "/// doc line") == ["hl-doc"])
    #expect(h.classes(of: "//! doc too") == ["hl-doc"])
    #expect(h.classes(of: "/** doc block */") == ["hl-doc"])
    #expect(h.classes(of: "/**/") == ["hl-comment"])
    #expect(h.classes(of: "//// not doc") == ["hl-comment"])
    #expect(h.classes(of: "// trailing") == ["hl-comment"])
    #expect(h.classes(of: "int") == ["hl-keyword"])
  }

  @Test("preprocessor lines: the directive, header names, free-text pragmas, code operands")
  func directives() {
    let h = objc(
      """
      #import <UIKit/UIKit.h>
      #import "Spinner.h"
        #define LIMIT 10
      #pragma mark - Showing
      #if DEBUG
      #endif
      x = a # b;
      """)
    #expect(h.classes(of: "#import", occurrence: 1) == ["hl-directive"])
    #expect(h.classes(of: "<UIKit/UIKit.h>") == ["hl-string"])
    #expect(h.classes(of: "#import", occurrence: 2) == ["hl-directive"])
    #expect(h.classes(of: "\"Spinner.h\"") == ["hl-string"])
    #expect(h.classes(of: "#define") == ["hl-directive"])
    #expect(h.classes(of: "LIMIT") == [])
    #expect(h.classes(of: "10") == ["hl-number"])
    #expect(h.classes(of: "#pragma mark - Showing") == ["hl-directive"])
    #expect(h.classes(of: "#if") == ["hl-directive"])
    #expect(h.classes(of: "#endif") == ["hl-directive"])
    #expect(h.classes(of: "# b") == [])
  }

  @Test("an unterminated string ends at its line; the next line is code again")
  func unterminatedString() {
    let h = objc("NSString *s = @\"open\nreturn nil;\nchar c = 'x\nint y;")
    #expect(h.classes(of: "@\"open") == ["hl-string"])
    #expect(h.classes(of: "return") == ["hl-keyword"])
    #expect(h.classes(of: "nil") == ["hl-keyword"])
    #expect(h.classes(of: "'x") == ["hl-string"])
    #expect(h.classes(of: "int") == ["hl-keyword"])
  }

  @Test("an unterminated block comment runs to the end of the input")
  func unterminatedComment() {
    let h = objc("int a; /* never\nclosed return nil;")
    #expect(h.classes(of: "int") == ["hl-keyword"])
    #expect(h.classes(of: "/* never\nclosed return nil;") == ["hl-comment"])
  }

  @Test("lone @, lone #, backslashes and a trailing escape do not derail the lexer")
  func loneCharacters() {
    let h = objc("@ @@ x = @; # \\ \"end\\")
    #expect(h.classes(of: "@") == [])
    #expect(h.classes(of: "\"end\\") == ["hl-string"])
    for code in ["@", "#", "\"", "'", "/", "/*", "//", "0x", "@\"", "\\", "/**", "#import <", "@property ("] {
      #expect(objc(code).text == code)
    }
  }
}
