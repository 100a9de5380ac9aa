/// A fenced code block whose info string starts with `@`: `@name`, then
/// arguments (docs/articles.md, "Directives").
///
/// Parsing checks only the syntax of the info string; which names and keys
/// exist, and what the body may hold, is the site's business, so it can
/// report them with its own "did you mean". Every position is in the article
/// file, so those reports can point at the exact word.
public struct DirectiveInvocation: Hashable, Sendable {
  /// The name after `@`, e.g. `graph`.
  public let name: String
  /// The arguments in the order written.
  public let arguments: [DirectiveArgument]
  /// The block's content, exactly as CommonMark gives it (container
  /// prefixes such as `> ` removed, final line break kept).
  public let body: String
  /// The line of the opening fence.
  public let line: Int
  /// The column of the `@`.
  public let column: Int
  /// The article line of the body's first line (the line after the fence),
  /// so an error inside an inline script can be reported at its own line.
  public let bodyLine: Int
  /// The article column where the body's lines start: after a list item's
  /// indentation or a quote's `> `, which CommonMark removes from `body`.
  public let bodyColumn: Int

  init(
    name: String, arguments: [DirectiveArgument], body: String, line: Int, column: Int, bodyLine: Int,
    bodyColumn: Int
  ) {
    self.name = name
    self.arguments = arguments
    self.body = body
    self.line = line
    self.column = column
    self.bodyLine = bodyLine
    self.bodyColumn = bodyColumn
  }

  /// The arguments without a key, in order.
  public var positional: [String] {
    arguments.compactMap { $0.key == nil ? $0.value : nil }
  }

  /// The `key=value` arguments, in order. Keys are unique.
  public var named: [(key: String, value: String)] {
    arguments.compactMap { argument in argument.key.map { ($0, argument.value) } }
  }

  /// The value given for `key`, if any.
  public func value(for key: String) -> String? {
    arguments.first { $0.key == key }?.value
  }
}

/// One argument of a directive: a positional word or a `key=value` pair,
/// with the column where it starts so the site can point at a bad one.
public struct DirectiveArgument: Hashable, Sendable {
  /// The key of a `key=value` argument; nil for a positional one.
  public let key: String?
  /// The value, with quotes removed and `\"` and `\\` unescaped.
  public let value: String
  /// The article-file column of the argument's first character (its key,
  /// or its opening quote).
  public let column: Int
}
