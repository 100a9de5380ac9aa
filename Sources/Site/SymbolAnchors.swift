import Diagnostics
import SourceAnalysis

/// Where a symbol lives in the built site: its annotated source page and
/// the anchor on it. Anchors come from symbol names, so links survive
/// edits elsewhere in the file.
struct SymbolAnchors {
  let index: SourceIndex
  let replicaRoot: String
  /// The index's names, looked up once per build rather than once per
  /// link: methods by full id and by `Type.method` (each overload, in the
  /// index's order), types, properties, and every name a reader may write,
  /// sorted, which is what an unknown name is compared with.
  private let methodsByID: [String: MethodSymbol]
  private let overloadsByName: [String: [MethodSymbol]]
  private let typesByName: [String: TypeSymbol]
  private let propertiesByID: [String: PropertySymbol]
  private let names: [String]

  init(index: SourceIndex, replicaRoot: String) {
    self.index = index
    self.replicaRoot = replicaRoot
    var methodsByID: [String: MethodSymbol] = [:]
    var overloadsByName: [String: [MethodSymbol]] = [:]
    for method in index.methods {
      if methodsByID[method.id] == nil { methodsByID[method.id] = method }
      overloadsByName[method.type + "." + method.baseName, default: []].append(method)
    }
    var typesByName: [String: TypeSymbol] = [:]
    for type in index.types where typesByName[type.name] == nil { typesByName[type.name] = type }
    var propertiesByID: [String: PropertySymbol] = [:]
    for property in index.properties where propertiesByID[property.id] == nil {
      propertiesByID[property.id] = property
    }
    self.methodsByID = methodsByID
    self.overloadsByName = overloadsByName
    self.typesByName = typesByName
    self.propertiesByID = propertiesByID
    names = Suggestion.sorted(
      Array(
        Set(typesByName.keys).union(propertiesByID.keys).union(methodsByID.keys).union(overloadsByName.keys)))
  }

  /// `source/MBProgressHUD/MBProgressHUD.swift.html` for
  /// `Sources/Replicas/MBProgressHUD/MBProgressHUD.swift`.
  func page(ofFile file: String) -> String {
    "source/" + String(file.dropFirst(replicaRoot.count + 1)) + ".html"
  }

  /// `sym-MBProgressHUD-showAnimated-_` for `MBProgressHUD.showAnimated(_:)`.
  /// An operator's characters are spelled in hex (`sym-SimDate-_3c-lhs-rhs`
  /// for `SimDate.<(lhs:rhs:)`), so that two operators of a type with the
  /// same labels get different anchors.
  static func anchor(_ id: String) -> String {
    var name = id
    if name.hasSuffix("()") { name.removeLast(2) }
    if name.hasSuffix(":)") { name.removeLast(2) }
    var anchor = "sym-"
    for character in name {
      if "(:.".contains(character) {
        anchor.append("-")
      } else if character.isASCII
        && (character.isLetter || character.isNumber || character == "_" || character == "-")
      {
        anchor.append(character)
      } else if let ascii = character.asciiValue {
        anchor += "_" + String(ascii, radix: 16)
      } else {
        anchor.append("_")
      }
    }
    return anchor
  }

  /// A symbol a reader names: `Type.method` (one overload), a full method
  /// id, a type, or `Type.property`.
  enum Symbol {
    case method(MethodSymbol)
    case type(TypeSymbol)
    case property(PropertySymbol)

    var id: String {
      switch self {
      case .method(let method): return method.id
      case .type(let type): return type.name
      case .property(let property): return property.id
      }
    }

    var file: String {
      switch self {
      case .method(let method): return method.location.file
      case .type(let type): return type.location.file
      case .property(let property): return property.location.file
      }
    }

    var lines: ClosedRange<Int> {
      switch self {
      case .method(let method): return method.lines
      case .type(let type): return type.lines
      case .property(let property): return property.lines
      }
    }

    var annotations: [Annotation] {
      switch self {
      case .method(let method): return method.annotations
      case .type(let type): return type.annotations
      case .property(let property): return property.annotations
      }
    }
  }

  /// Resolves `name`, or says why not (unknown, with the nearest name; or
  /// ambiguous, with the candidates).
  func resolve(_ name: String) -> Result<Symbol, Unresolved> {
    if let method = methodsByID[name] { return .success(.method(method)) }
    let overloads = overloadsByName[name] ?? []
    if overloads.count == 1 { return .success(.method(overloads[0])) }
    if overloads.count > 1 {
      return .failure(
        Unresolved(
          message: "'\(name)' is ambiguous: " + overloads.map { $0.id }.sorted().joined(separator: ", ")
            + "; give the full name"))
    }
    if let type = typesByName[name] { return .success(.type(type)) }
    if let property = propertiesByID[name] { return .success(.property(property)) }
    let hint = Diagnostic.unknown("symbol", name, among: names, file: "", line: 0, column: 0)
    return .failure(Unresolved(message: hint.text))
  }

  /// Why a name did not resolve.
  struct Unresolved: Error {
    let message: String
  }

  func href(_ symbol: Symbol) -> String {
    page(ofFile: symbol.file) + "#" + Self.anchor(symbol.id)
  }
}
