import Diagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The stage's front door: Swift sources in, a `SourceIndex` out.
///
/// Three passes, data flowing one way: every file's declarations first
/// (`DeclarationIndexer`), then every body against all of them
/// (`CallGraphBuilder`), then the annotations against what the code does
/// (`AnnotationValidator`). A syntax error in a file is a diagnostic, not a
/// crash; the rest of the file is still indexed as far as the parser
/// recovered it.
public enum SourceAnalyzer {
  /// A file to analyse: the path diagnostics will name, and its text.
  public struct File: Sendable {
    public let path: String
    public let text: String

    public init(path: String, text: String) {
      self.path = path
      self.text = text
    }
  }

  public static func analyze(_ files: [File]) -> SourceIndex {
    var index = SourceIndex()
    var bodies: [(String, Syntax, DeclarationIndexer)] = []
    var setters: [(MethodSymbol, Syntax, DeclarationIndexer)] = []
    var trees: [(SourceFileSyntax, DeclarationIndexer)] = []
    for file in files {
      if let tooDeep = SwiftNestingLimit.check(file.text, file: file.path) {
        index.diagnostics.append(tooDeep)
        continue
      }
      let tree = Parser.parse(source: file.text)
      let indexer = DeclarationIndexer(file: file.path, tree: tree)
      indexer.walk(tree)
      index.diagnostics += syntaxErrors(in: tree, indexer)
      index.types += indexer.types
      index.methods += indexer.methods
      index.properties += indexer.properties
      index.diagnostics += indexer.diagnostics
      bodies += indexer.bodies.map { ($0.0, $0.1, indexer) }
      setters += indexer.setters.map { ($0.setter, $0.body, indexer) }
      trees.append((tree, indexer))
    }
    let table = DeclarationTable(types: index.types, methods: index.methods, properties: index.properties)
    let builder = CallGraphBuilder(index: table)
    builder.build(bodies: bodies, setters: setters)
    index.edges = builder.edges
    index.timeSources = builder.timeSources
    index.stateChanges = builder.stateChanges
    index.animatingMethods = builder.animatingMethods
    index.flagSteps = builder.flagSteps
    index.setterCallees = builder.setterCallees
    var references = builder.references
    let typeNames = Set(index.types.map(\.name))
    for (tree, indexer) in trees {
      let types = TypeReferences(file: indexer.file, typeNames: typeNames)
      types.walk(tree)
      references += types.references
      let tracing = TracingStatements(converter: indexer.converter)
      tracing.walk(tree)
      if !tracing.lines.isEmpty { index.tracingLines[indexer.file] = tracing.lines }
    }
    index.references = uniqueReferences(references)
    index.diagnostics += AnnotationValidator(index: index, table: table).validate()
    index.diagnostics.sort()
    return index
  }

  /// One reference per identifier, in file order. A name two ways resolved
  /// keeps the first: the body's walk (a type's name called as its
  /// `init`) comes before the plain type names.
  private static func uniqueReferences(_ references: [SymbolReference]) -> [SymbolReference] {
    var seen: Set<[String]> = []
    let unique = references.filter { seen.insert([$0.file, String($0.bytes.lowerBound)]).inserted }
    return unique.sorted { ($0.file, $0.bytes.lowerBound) < ($1.file, $1.bytes.lowerBound) }
  }

  /// The parser's own complaints, as swift-syntax words them.
  ///
  /// swift-syntax 603's diagnostics generator traps on one input: an `=`
  /// the lexer finds unevenly spaced (a control character on one side,
  /// `x \u{1}= 3`) while spaces stand in the trivia on both sides, for which
  /// it builds a fix-it with no change (the annotations fuzzer found it). For
  /// a file with such a token, that token is reported here, in the
  /// generator's words, instead of running the generator.
  private static func syntaxErrors(in tree: SourceFileSyntax, _ indexer: DeclarationIndexer)
    -> [Diagnostic]
  {
    guard tree.hasError else { return [] }
    if let token = tree.tokens(viewMode: .all).first(where: trapsFixItGenerator) {
      return [
        Diagnostic(at: indexer.location(Syntax(token)), "'=' must have consistent whitespace on both sides")
      ]
    }
    return ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
      Diagnostic(at: indexer.location(diagnostic.node), diagnostic.message)
    }
  }

  /// Whether the generator would trap on `token` (see `syntaxErrors`).
  private static func trapsFixItGenerator(_ token: TokenSyntax) -> Bool {
    guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return false }
    let spaced = { (piece: TriviaPiece) -> Bool in
      switch piece {
      case .spaces, .tabs: return true
      default: return false
      }
    }
    let before = token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: spaced) ?? false
    return before && token.trailingTrivia.contains(where: spaced)
  }
}
