import ScenarioCatalog

/// How deep a script may nest, and why these numbers.
///
/// Every construct the parser, the interpreter and the values' release walk
/// recursively is nested no deeper than these bounds, so that neither the
/// native stack nor the page module's 1 MiB stack (docs/engine.md, "The
/// page module's stack") can overflow, whatever the script says: the
/// parser refuses deeper nesting with `line:col: error: nesting deeper than
/// N`, and the interpreter stops a run whose callbacks re-enter deeper.
/// Real scripts nest three or four levels; the bounds leave room for more
/// while keeping the deepest legal script (every bound reached at once,
/// `ScriptNestingTests`) far inside the page's stack.
public enum ScriptNesting {
  /// Parentheses, `!`, arguments, member accesses and `task … then`
  /// chains inside one statement: the depth of its expression tree.
  public static let maxExpressionDepth = 32
  /// `at`, `after`, `on` and block-literal bodies inside one another.
  public static let maxBlockDepth = 16
  /// Callbacks (a delegate method, a completion block, an `after` body)
  /// running inside one another: a callback that synchronously triggers the
  /// call that fires it recurses, as it would on a device until the stack
  /// overflows.
  public static let maxCallbackDepth = 16
}
