import Diagnostics
import SwiftSyntax

/// The first pass over a file: every type, method, property and enum case,
/// with its doc comment, its annotations and where it is. Bodies are left
/// to `CallGraphBuilder`, which needs every declaration first.
final class DeclarationIndexer: SyntaxVisitor {
  let file: String
  let converter: SourceLocationConverter
  private(set) var types: [TypeSymbol] = []
  private(set) var methods: [MethodSymbol] = []
  private(set) var properties: [PropertySymbol] = []
  private(set) var diagnostics: [Diagnostic] = []
  /// Function bodies to analyse, by method id.
  private(set) var bodies: [(String, Syntax)] = []
  /// Property setters (`set`, `willSet`, `didSet` bodies) to analyse: what
  /// they call, every assignment of the property calls.
  private(set) var setters: [(setter: MethodSymbol, body: Syntax)] = []
  private var typeStack: [String] = []

  init(file: String, tree: SourceFileSyntax) {
    self.file = file
    converter = SourceLocationConverter(fileName: file, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  /// From the first doc-comment line before `node` to its last token.
  func lines(of node: some SyntaxProtocol) -> ClosedRange<Int> {
    var offset = node.position.utf8Offset
    var start: Int?
    for piece in node.leadingTrivia {
      if start == nil, case .docLineComment = piece {
        start = converter.location(for: AbsolutePosition(utf8Offset: offset)).line
      }
      offset += piece.sourceLength.utf8Length
    }
    let first = start ?? node.positionAfterSkippingLeadingTrivia.line(converter)
    let last = node.endPositionBeforeTrailingTrivia.line(converter)
    return first...max(first, last)
  }

  func location(_ node: some SyntaxProtocol) -> SourceLocation {
    let place = node.startLocation(converter: converter)
    return SourceLocation(file: file, line: place.line, column: place.column)
  }

  // MARK: Types

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    addType(node.name.text, .class, node.inheritanceClause, node)
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    addType(node.name.text, .struct, node.inheritanceClause, node)
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    addType(node.name.text, .enum, node.inheritanceClause, node)
    return .visitChildren
  }

  override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    addType(node.name.text, .protocol, node.inheritanceClause, node)
    return .visitChildren
  }

  override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    typeStack.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

  private func addType(
    _ name: String, _ kind: TypeKind, _ inheritance: InheritanceClauseSyntax?, _ node: some DeclSyntaxProtocol
  ) {
    let (documentation, annotations) = docComment(of: node)
    let inherits = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    types.append(
      TypeSymbol(
        name: name, kind: kind, inherits: inherits, location: location(nameToken(node) ?? Syntax(node)),
        lines: lines(of: node),
        documentation: documentation, annotations: annotations, cases: [], traceName: nil))
    typeStack.append(name)
  }

  private func nameToken(_ node: some DeclSyntaxProtocol) -> Syntax? {
    if let node = node.as(ClassDeclSyntax.self) { return Syntax(node.name) }
    if let node = node.as(StructDeclSyntax.self) { return Syntax(node.name) }
    if let node = node.as(EnumDeclSyntax.self) { return Syntax(node.name) }
    if let node = node.as(ProtocolDeclSyntax.self) { return Syntax(node.name) }
    return nil
  }

  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let type = typeStack.last, let index = types.lastIndex(where: { $0.name == type }) else {
      return .skipChildren
    }
    for element in node.elements { types[index].cases.append(element.name.text) }
    return .skipChildren
  }

  // MARK: Methods

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let type = typeStack.last else { return .skipChildren }
    addMethod(
      type, node.name.text, node.signature.parameterClause.parameters,
      node.signature.returnClause?.type.trimmedDescription,
      node.modifiers, node.body.map(Syntax.init), node, Syntax(node.name))
    return .skipChildren
  }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let type = typeStack.last else { return .skipChildren }
    addMethod(
      type, "init", node.signature.parameterClause.parameters, type, node.modifiers,
      node.body.map(Syntax.init), node,
      Syntax(node.initKeyword))
    return .skipChildren
  }

  private func addMethod(
    _ type: String, _ name: String, _ parameterList: FunctionParameterListSyntax, _ returnType: String?,
    _ modifiers: DeclModifierListSyntax, _ body: Syntax?, _ node: some DeclSyntaxProtocol, _ nameNode: Syntax
  ) {
    let parameters = parameterList.map { parameter in
      MethodSymbol.Parameter(
        label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
        type: parameter.type.trimmedDescription, hasDefault: parameter.defaultValue != nil)
    }
    let signature = name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
    let id = type + "." + signature
    let (documentation, annotations) = docComment(of: node)
    let names = modifiers.map { $0.name.text }
    var method = MethodSymbol(
      id: id, type: type, name: signature, isStatic: names.contains("static") || names.contains("class"),
      isPrivate: names.contains("private") || names.contains("fileprivate"),
      isPublic: names.contains("public") || names.contains("open"), parameters: parameters,
      returnType: returnType, location: location(nameNode), lines: lines(of: node),
      documentation: documentation, annotations: annotations, isOverride: names.contains("override"),
      superCalls: body.map(superCalls(in:)) ?? [])
    method.isTraced =
      body?.descendants(FunctionCallExprSyntax.self).contains {
        $0.calledExpression.trimmedDescription == "enter"
          && $0.arguments.first?.expression.trimmedDescription == "#function"
      } ?? false
    methods.append(method)
    if let body { bodies.append((id, body)) }
  }

  /// `super.name(label: …)` calls, as `name(label:)`, in order.
  private func superCalls(in body: Syntax) -> [String] {
    var found: [String] = []
    for call in body.descendants(FunctionCallExprSyntax.self) {
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base?.is(SuperExprSyntax.self) == true
      else { continue }
      let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
      let name = member.declName.baseName.text + "(" + labels + ")"
      if !found.contains(name) { found.append(name) }
    }
    return found
  }

  // MARK: Properties

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    guard let type = typeStack.last else { return .skipChildren }
    let (documentation, annotations) = docComment(of: node)
    let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    for binding in node.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      let name = pattern.identifier.text
      if isStatic, name == "traceName", let value = traceName(binding),
        let index = types.lastIndex(where: { $0.name == type })
      {
        types[index].traceName = value
      }
      var invalidates = false
      if let accessors = binding.accessorBlock?.accessors.as(AccessorDeclListSyntax.self) {
        for accessor in accessors where accessor.accessorSpecifier.text == "didSet" {
          invalidates = accessor.body?.description.contains(".invalidate()") ?? false
        }
        for accessor in accessors
        where ["get", "set", "willSet", "didSet"].contains(accessor.accessorSpecifier.text) {
          guard let body = accessor.body else { continue }
          addSetter(type, name, binding.typeAnnotation?.type.trimmedDescription, accessor, Syntax(body))
        }
      } else if case .getter(let items) = binding.accessorBlock?.accessors, let block = binding.accessorBlock
      {
        addGetter(type, name, Syntax(items), block)
      }
      var property = PropertySymbol(
        id: type + "." + name, type: type, name: name,
        declaredType: binding.typeAnnotation?.type.trimmedDescription,
        location: location(pattern), lines: lines(of: node), documentation: documentation,
        annotations: annotations,
        invalidatesOnSet: invalidates, isBool: isBool(binding))
      property.initialValue = binding.initializer?.value.trimmedDescription
      properties.append(property)
    }
    return .skipChildren
  }

  /// A setter as a method of its own (`Type.property.set`), never a node
  /// of the graph: its parameter is `newValue` (or the name it gives),
  /// and `oldValue` in a `didSet`.
  private func addSetter(
    _ type: String, _ name: String, _ declaredType: String?, _ accessor: AccessorDeclSyntax, _ body: Syntax
  ) {
    let specifier = accessor.accessorSpecifier.text
    let parameter =
      accessor.parameters?.name.text ?? (specifier == "didSet" ? "oldValue" : "newValue")
    let setter = MethodSymbol(
      id: type + "." + name + "." + specifier, type: type, name: name + "." + specifier, isStatic: false,
      isPrivate: true, isPublic: false,
      parameters: [
        MethodSymbol.Parameter(label: "_", name: parameter, type: declaredType ?? "", hasDefault: false)
      ],
      returnType: nil, location: location(accessor), lines: lines(of: accessor), documentation: "",
      annotations: [])
    setters.append((setter, body))
  }

  /// A computed property's implicit getter (`var x: T { … }`), as an
  /// accessor of its own (`Type.property.get`).
  private func addGetter(_ type: String, _ name: String, _ body: Syntax, _ block: AccessorBlockSyntax) {
    let getter = MethodSymbol(
      id: type + "." + name + ".get", type: type, name: name + ".get", isStatic: false, isPrivate: true,
      isPublic: false, parameters: [], returnType: nil, location: location(Syntax(block)),
      lines: lines(of: block), documentation: "", annotations: [])
    setters.append((getter, body))
  }

  private func isBool(_ binding: PatternBindingSyntax) -> Bool {
    if let type = binding.typeAnnotation?.type.trimmedDescription { return type == "Bool" }
    return binding.initializer?.value.is(BooleanLiteralExprSyntax.self) ?? false
  }

  /// `static let traceName = "X"`, or a getter that returns a literal:
  /// `class var traceName: String { "X" }` (a class hierarchy whose
  /// subclasses override it).
  private func traceName(_ binding: PatternBindingSyntax) -> String? {
    if let value = stringLiteral(binding.initializer?.value) { return value }
    guard case .getter(let items) = binding.accessorBlock?.accessors, items.count == 1,
      let item = items.first?.item
    else { return nil }
    if let value = stringLiteral(item.as(ExprSyntax.self)) { return value }
    return stringLiteral(item.as(ReturnStmtSyntax.self)?.expression)
  }

  private func stringLiteral(_ expression: ExprSyntax?) -> String? {
    guard let literal = expression?.as(StringLiteralExprSyntax.self) else { return nil }
    return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
  }

  // MARK: Doc comments and annotations

  /// The doc comment before `node` (its `///` lines, the marker and one
  /// space removed) and the annotations in it.
  private func docComment(of node: some SyntaxProtocol) -> (String, [Annotation]) {
    var lines: [String] = []
    var annotations: [Annotation] = []
    var offset = node.position.utf8Offset
    for piece in node.leadingTrivia {
      defer { offset += piece.sourceLength.utf8Length }
      guard case .docLineComment(let text) = piece else { continue }
      var line = String(text.dropFirst(3))
      var column = 3
      if line.hasPrefix(" ") {
        line.removeFirst()
        column += 1
      }
      let start = converter.location(for: AbsolutePosition(utf8Offset: offset))
      let trimmed = line.drop { $0 == " " }
      column += line.count - trimmed.count
      if trimmed.hasPrefix("@") {
        let at = SourceLocation(file: file, line: start.line, column: start.column + column)
        switch AnnotationParser.parse(String(trimmed), at: at) {
        case .success(let annotation): annotations.append(annotation)
        case .failure(let diagnostic): diagnostics.append(diagnostic)
        }
      } else {
        lines.append(line)
      }
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return (lines.joined(separator: "\n"), annotations)
  }
}

extension AbsolutePosition {
  fileprivate func line(_ converter: SourceLocationConverter) -> Int {
    converter.location(for: self).line
  }
}
