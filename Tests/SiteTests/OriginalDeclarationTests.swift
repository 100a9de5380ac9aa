import Diagnostics
import SourceAnalysis
import TestSupport
import Testing

@testable import Site

/// An `@original` line, with a checkout, must declare what the annotation
/// names: a method's signature or its property, or a name on the line.
@Suite("An original's line declares what the annotation names")
struct OriginalDeclarationTests {
  /// Objective-C written for this test, shaped as originals are.
  static let header = """
    #pragma mark - Show & hide
    - (void)showAnimated:(BOOL)animated;
    - (void)hideAnimated:(BOOL)animated
              afterDelay:(NSTimeInterval)delay NS_SWIFT_NAME(hide(animated:afterDelay:));
    + (nullable instancetype)HUDForView:(UIView *)view {
    - (void)pair:(id)first :(id)second;
    - (void)done __attribute__((deprecated("use finish"))) {
    @property (copy, nonatomic) NSString *lastUpdatedTimeKey;
    @property (nonatomic, getter=isFinished, readonly) BOOL finished;
    @property (class, nonatomic, strong) UIColor *tint;
    @property (copy, nullable) void (^completionBlock)(BOOL finished);

        [self.graceTimer invalidate]; // graceTimerOld
    static const CGFloat MBDefaultPadding = 4.f;
    """.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

  static func reference(_ text: String) throws -> OriginalReference {
    try OriginalReference.parse(text).get()
  }

  static func declares(_ symbol: String, at line: Int) throws -> Bool {
    OriginalDeclaration.declares(try reference(symbol + " File.m:\(line)"), in: header, at: line)
  }

  @Test("a method is declared by its signature, over as many lines as it takes, with its sign")
  func methods() throws {
    #expect(try Self.declares("-[HUD showAnimated:]", at: 2))
    #expect(try Self.declares("-[HUD hideAnimated:afterDelay:]", at: 3))
    #expect(try Self.declares("+[HUD HUDForView:]", at: 5))
    #expect(try Self.declares("-[HUD pair::]", at: 6))
    #expect(try Self.declares("-[HUD done]", at: 7))
    #expect(try !Self.declares("-[HUD showAnimated:]", at: 1), "a #pragma")
    #expect(try !Self.declares("-[HUD hideAnimated:]", at: 3), "another selector")
    #expect(try !Self.declares("-[HUD hideAnimated:afterDelay:]", at: 4), "the signature's second line")
    #expect(try !Self.declares("-[HUD HUDForView:]", at: 5), "the other sign")
    #expect(try !Self.declares("-[HUD graceTimer]", at: 13), "a use in a body")
    #expect(try !Self.declares("-[HUD showAnimated:]", at: 12), "an empty line before a signature")
    #expect(try !Self.declares("-[HUD showAnimated:]", at: 99), "past the end")
  }

  @Test("a property declares its getter and, unless read-only, its setter")
  func properties() throws {
    #expect(try Self.declares("-[Header lastUpdatedTimeKey]", at: 8))
    #expect(try Self.declares("-[Header setLastUpdatedTimeKey:]", at: 8))
    #expect(try Self.declares("-[HUD isFinished]", at: 9))
    #expect(try !Self.declares("-[HUD finished]", at: 9), "the getter is renamed")
    #expect(try !Self.declares("-[HUD setFinished:]", at: 9), "read-only")
    #expect(try Self.declares("+[HUD setTint:]", at: 10))
    #expect(try !Self.declares("-[HUD tint]", at: 10), "a class property")
    #expect(try Self.declares("-[HUD setCompletionBlock:]", at: 11))
  }

  @Test("any other name is declared by a line that has it as a whole word")
  func names() throws {
    #expect(try Self.declares("graceTimer", at: 13))
    #expect(try Self.declares("MBDefaultPadding", at: 14))
    #expect(try !Self.declares("MBDefault", at: 14), "part of a word")
    #expect(try !Self.declares("graceTimerOld", at: 13), "in a comment")
  }

  @Test("the line that does declare it: a body before a declaration")
  func suggestion() throws {
    let lines = ["- (void)glow;", "", "- (void)glow {", "}"]
    #expect(OriginalDeclaration.line(declaring: try Self.reference("-[Lamp glow] Lamp.m:1"), in: lines) == 3)
    #expect(OriginalDeclaration.line(declaring: try Self.reference("-[Lamp dim] Lamp.m:1"), in: lines) == nil)
  }

  /// The Lamp project built with `glow`'s `@original` at `place`; its
  /// diagnostics, or nil when it built.
  static func diagnostics(_ place: String) throws -> [Diagnostic]? {
    guard case .failure(let failure) = try OriginalCheckoutBoundsTests.build(glowFile: place) else {
      return nil
    }
    return failure.diagnostics
  }

  static func problems(_ place: String) throws -> [String]? {
    try diagnostics(place)?.map(\.rendered)
  }

  @Test(
    "with a checkout, an annotation whose line declares something else is an error there, with the right line",
    arguments: [
      (
        "Lamp.m:11",
        "which does not declare that method: it reads '[self glow];'"
      ),
      (
        "Lamp.m:2",
        "which does not declare that method: it reads '#import \"Lamp.h\"'"
      ),
      (
        "Lamp.m:8",
        "which does not declare that method: it reads '- (void)switchOn {'"
      ),
      (
        "Lamp.m:40",
        "but the file has 18 lines"
      ),
    ])
  func misplaced(_ place: String, _ ending: String) throws {
    let problems = try #require(try Self.problems(place))
    #expect(problems.count == 1, "\(problems)")
    let first = problems.first ?? ""
    #expect(
      first.hasPrefix(
        "Sources/Replicas/Lamp/Lamp.swift:20:7: error: '@original' puts '-[Lamp glow]' at \(place), "),
      "\(first)")
    #expect(first.hasSuffix(ending), "\(first)")
    let notes = try Self.diagnostics(place)?.first?.notes.map(\.message)
    #expect(notes == ["'-[Lamp glow]' is declared at Lamp.m:14"])
  }

  @Test("a file the checkout does not have is an error; the right line builds")
  func missingFile() throws {
    let problems = try #require(try Self.problems("Lanp.m:14"))
    #expect(problems.count == 1)
    #expect(
      problems.first?.hasPrefix(
        "Sources/Replicas/Lamp/Lamp.swift:20:7: error: '@original' names 'Lanp.m', which is not in Lamp's checkout "
      )
        == true, "\(problems)")
    #expect(try Self.problems("Lamp.m:14") == nil)
  }
}
