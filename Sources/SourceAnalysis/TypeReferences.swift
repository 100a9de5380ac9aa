import SwiftSyntax

/// Finds where a file names one of the replicas' types: in a type
/// (`var hud: MBProgressHUD?`, `extension MBProgressHUD`, `as?
/// MBProgressHUD`) or as a value (`MBProgressHUD.hide(for:)`). Every such
/// name is taken as the type: the replicas name no local or member after a
/// type, as Swift style has it.
final class TypeReferences: SyntaxVisitor {
  private let file: String
  private let typeNames: Set<String>
  private(set) var references: [SymbolReference] = []

  init(file: String, typeNames: Set<String>) {
    self.file = file
    self.typeNames = typeNames
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    record(node.name)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    record(node.baseName)
    return .visitChildren
  }

  private func record(_ name: TokenSyntax) {
    guard typeNames.contains(name.text) else { return }
    references.append(
      SymbolReference(
        file: file,
        bytes: name.positionAfterSkippingLeadingTrivia
          .utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset,
        target: .type(name.text)))
  }
}
