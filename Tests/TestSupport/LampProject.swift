/// A small project for the tests of the original beside the replica: a
/// library `Lamp` whose original, `Lamp.m`, is a few lines of Objective-C
/// written for the tests (not taken from any library), and its replica,
/// whose `@original` annotations give that file's lines.
public enum LampProject {
  /// The original, as the author's clone would hold it. The braces in the
  /// string and the comment must not end `glow` early.
  public static let original = """
    // Lamp.m, written for Scholia's tests.
    #import "Lamp.h"

    @implementation Lamp

    /* The lamp's one switch. */

    - (void)switchOn {
      _on = YES;
      [self warmUp:0.5];
      [self glow];
    }

    - (void)glow {
      NSLog(@"{ not a brace }"); // nor this: {
    }

    @end
    """

  public static func replica(glowLine: String = "Lamp.m:14") -> String {
    """
    import SimKernel

    /// A lamp with one switch.
    ///
    /// @original Lamp Lamp.m
    public final class Lamp {
      private var on = false

      /// Turns the lamp on, then glows.
      ///
      /// @original -[Lamp switchOn] Lamp.m:8
      public func switchOn() {
        enter(#function)
        defer { leave() }
        on = true
        glow()
        settle()
      }

      /// @original -[Lamp glow] \(glowLine)
      private func glow() {
        enter(#function)
        defer { leave() }
      }

      /// The replica's own step; the original has none.
      private func settle() {}
    }
    """
  }

  public static func siteYAML(checkout: String?) -> String {
    """
    title: Lamp site
    libraries:
      - name: Lamp
        version: 1.0.0
        repository: https://example.com/lamp
        license: MIT
        authors: Scholia tests
        replicas: Sources/Replicas/Lamp
        commit: 0123abc
    """ + (checkout.map { "\n    checkout: \($0)" } ?? "")
  }
}
