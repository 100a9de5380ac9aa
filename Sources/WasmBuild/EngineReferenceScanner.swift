import SwiftSyntax

/// Finds, in one source file, what refers to the engine's modules as
/// modules: the `import` declarations that compiling all of them as one
/// module must drop, and every construct whose meaning would change
/// without the module boundary, which the build refuses rather than
/// guesses at.
///
/// Read from the syntax tree, not the lines, so that an `import` in a
/// comment or a string is not taken for one, and one split over lines is.
final class EngineReferenceScanner: SyntaxVisitor {
  struct Problem {
    let position: AbsolutePosition
    let reason: String
  }

  private let engineModules: Set<String>
  /// The byte ranges of the plain `import` declarations of engine modules
  /// (their leading and trailing trivia excluded).
  private(set) var droppedImports: [Range<AbsolutePosition>] = []
  private(set) var problems: [Problem] = []

  init(engineModules: Set<String>) {
    self.engineModules = engineModules
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let module = node.path.first?.name.text, engineModules.contains(module) else {
      return .skipChildren
    }
    let position = node.positionAfterSkippingLeadingTrivia
    if let attribute = node.attributes.first {
      let name = attribute.trimmedDescription
      problems.append(Problem(position: position, reason: "\(name) import of engine module \(module)"))
    } else if node.importKindSpecifier != nil || node.path.count > 1 {
      problems.append(
        Problem(
          position: position,
          reason: "scoped import of engine module \(module) (\(node.path.trimmedDescription))"))
    } else if node.ancestorOrSelf(mapping: { $0.as(IfConfigClauseSyntax.self) }) != nil {
      problems.append(Problem(position: position, reason: "import of engine module \(module) inside #if"))
    } else {
      droppedImports.append(position..<node.endPositionBeforeTrailingTrivia)
    }
    return .skipChildren
  }

  /// `canImport(SimKernel)` is false once SimKernel is no module.
  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport",
      let argument = node.arguments.first?.expression.trimmedDescription,
      let module = argument.split(separator: ".").first, engineModules.contains(String(module))
    {
      problems.append(
        Problem(
          position: node.positionAfterSkippingLeadingTrivia,
          reason: "canImport(\(argument)) of an engine module"))
    }
    return .visitChildren
  }

  /// `SimKernel.Timer` in an expression.
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.base?.as(DeclReferenceExprSyntax.self), engineModules.contains(base.baseName.text) {
      problems.append(qualified(node, by: base.baseName.text))
    }
    return .visitChildren
  }

  /// `SimKernel.Timer` as a type.
  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.baseType.as(IdentifierTypeSyntax.self), engineModules.contains(base.name.text) {
      problems.append(qualified(node, by: base.name.text))
    }
    return .visitChildren
  }

  private func qualified(_ node: some SyntaxProtocol, by module: String) -> Problem {
    Problem(
      position: node.positionAfterSkippingLeadingTrivia,
      reason: "name qualified by engine module \(module) (\(node.trimmedDescription))")
  }
}
