import SwiftSyntax

/// Finds the statements that only report to the trace: `enter(#function)`,
/// `defer { leave() }`, `enterBlock("…")`, `kernel.reportValue(…)` and the
/// other calls of `ReplicaTracing` and the kernel's recorder. The replica
/// needs them so that a run records its calls and values; the original has
/// none, so pages show them dimmed, out of the reader's way.
final class TracingStatements: SyntaxVisitor {
  /// The functions of `ReplicaTracing` and of the kernel's trace that
  /// replicas call.
  static let tracingFunctions: Set<String> = [
    "enter", "leave", "enterBlock", "reportCall", "reportReturn", "reportBlock", "reportValue", "reportRect",
  ]

  private let converter: SourceLocationConverter
  /// The lines the statements span.
  private(set) var lines: Set<Int> = []

  init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    guard Self.isTracing(node) else { return .visitChildren }
    let first = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    let last = converter.location(for: node.endPositionBeforeTrailingTrivia).line
    lines.formUnion(first...max(first, last))
    return .skipChildren
  }

  /// A call of a tracing function, or a `defer` that makes only such calls.
  private static func isTracing(_ item: CodeBlockItemSyntax) -> Bool {
    switch item.item {
    case .expr(let expression):
      return isTracingCall(expression)
    case .stmt(let statement):
      if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
        return isTracingCall(expression)
      }
      guard let deferred = statement.as(DeferStmtSyntax.self), !deferred.body.statements.isEmpty else {
        return false
      }
      return deferred.body.statements.allSatisfy(isTracing)
    case .decl:
      return false
    }
  }

  private static func isTracingCall(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    let callee = call.calledExpression
    let name =
      callee.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    return name.map(tracingFunctions.contains) ?? false
  }
}
