import CallGraph
import Diagnostics

/// Checks each annotation against the declaration it is on and against
/// what the code does. Annotations name roles; a role the code does not
/// play is an error, because a graph built from it would mislead.
struct AnnotationValidator {
  let index: SourceIndex
  let table: DeclarationTable

  /// Kinds of incoming edge through which a completion runs.
  private static let completionKinds: Set<CallEdgeKind> = [
    .animationCompletion, .mainQueue, .background, .perform,
  ]

  func validate() -> [Diagnostic] {
    var found: [Diagnostic] = []
    for type in index.types {
      found += duplicates(type.annotations)
      for annotation in type.annotations {
        switch annotation.key {
        case .original:
          found += checkOriginal(annotation, onMethod: false)
        case .state where !annotation.value.isEmpty:
          found.append(
            Diagnostic(
              at: annotation.location,
              "'@state' on a type takes no value (found '\(annotation.value)'); a flag's may name its state"))
        case .state where type.kind == .class:
          let flags = index.stateFlags(of: type.name)
          if flags.count < 2 {
            found.append(
              Diagnostic(
                at: annotation.location,
                "'@state' class '\(type.name)' needs at least two '@state' flags (found \(flags.count))"))
          }
        case .state where type.kind != .enum:
          found.append(
            Diagnostic(
              at:
                annotation.location,
              "'@state' on a type needs an enum or a class; '\(type.name)' is a \(type.kind.rawValue)"))
        case .state where type.cases.count < 2:
          found.append(
            Diagnostic(at: annotation.location, "'@state' enum '\(type.name)' needs at least two cases"))
        case .state:
          break
        default:
          found.append(misplaced(annotation, on: "type '\(type.name)'"))
        }
      }
    }
    for property in index.properties {
      found += duplicates(property.annotations)
      for annotation in property.annotations {
        switch annotation.key {
        case .original: found += checkOriginal(annotation, onMethod: false)
        case .state where !annotation.value.isEmpty && !property.isBool:
          found.append(
            Diagnostic(
              at: annotation.location,
              "'@state \(annotation.value)' names a flag's state, but '\(property.name)' is not a Bool"))
        case .state: break
        case .timer: found += checkTimer(annotation, property)
        default: found.append(misplaced(annotation, on: "property '\(property.name)'"))
        }
      }
    }
    for method in index.methods {
      found += duplicates(method.annotations)
      for annotation in method.annotations {
        switch annotation.key {
        case .original: found += checkOriginal(annotation, onMethod: true)
        case .entry: found += checkEntry(annotation, method)
        case .handler: found += checkHandler(annotation, method)
        case .animation where !index.animatingMethods.contains(method.id):
          found.append(
            Diagnostic(
              at:
                annotation.location, "'@animation' on '\(method.id)', which never calls kernel.animate"))
        case .completion where !runsAsCompletion(method):
          found.append(
            Diagnostic(
              at:
                annotation.location,
              "'@completion' on '\(method.id)', which no animation completion, queue block or perform request calls"
            ))
        case .animation, .completion: break
        case .timer, .state: found.append(misplaced(annotation, on: "method '\(method.id)'"))
        }
      }
    }
    return found
  }

  // MARK: Per key

  private func duplicates(_ annotations: [Annotation]) -> [Diagnostic] {
    var seen: Set<AnnotationKey> = []
    var found: [Diagnostic] = []
    for annotation in annotations {
      if !seen.insert(annotation.key).inserted {
        found.append(
          Diagnostic(
            at:
              annotation.location, "duplicate '@\(annotation.key.rawValue)' on one declaration"))
      }
    }
    return found
  }

  private func misplaced(_ annotation: Annotation, on what: String) -> Diagnostic {
    let belongs: String
    switch annotation.key {
    case .timer: belongs = "a property that holds a timer"
    case .state: belongs = "an enum or a property"
    case .entry, .handler, .animation, .completion: belongs = "a method"
    case .original: belongs = "any declaration"
    }
    return Diagnostic(
      at:
        annotation.location, "'@\(annotation.key.rawValue)' belongs on \(belongs), not on \(what)")
  }

  /// `-[Class selector:]`, `+[Class selector]`, or a name; then optionally
  /// the original file with its line; then optionally a note in parentheses
  /// (the version, the framework). A method's original, and any selector,
  /// needs its line when it lives in the library: that line is where the
  /// source page links and what it shows beside the replica.
  private func checkOriginal(_ annotation: Annotation, onMethod: Bool) -> [Diagnostic] {
    let reference: OriginalReference
    switch OriginalReference.parse(annotation.value) {
    case .success(let parsed): reference = parsed
    case .failure(let problem): return [Diagnostic(at: annotation.location, problem.message)]
    }
    guard (onMethod || reference.isSelector) && reference.isInLibrary && reference.line == nil else {
      return []
    }
    let needs =
      reference.file.map { "its line, '\($0):LINE'" }
      ?? "its file and line, 'File.m:LINE' (or a note naming its framework, '(UIKit)')"
    return [
      Diagnostic(
        at: annotation.location,
        "'@original \(annotation.value)' needs \(needs): where its implementation starts at the commit the article reads"
      )
    ]
  }

  /// A timer property: its type holds a timer, and the code schedules it.
  private func checkTimer(_ annotation: Annotation, _ property: PropertySymbol) -> [Diagnostic] {
    let name = annotation.value.isEmpty ? property.name : annotation.value
    let declared = property.declaredType ?? ""
    if !declared.isEmpty && !declared.contains("Timer") && !declared.contains("DisplayLink") {
      return [
        Diagnostic(
          at:
            annotation.location,
          "'@timer' on '\(property.name)', whose type '\(declared)' does not hold a timer")
      ]
    }
    // The timer may be made by another type and held here (Toast's view
    // holds the timer its host view schedules).
    if !index.timeSources.contains(where: {
      $0.name == name && ($0.owner == property.type || $0.kind == .timer)
    }) {
      let scheduled = index.timeSources.filter { $0.owner == property.type || $0.kind == .timer }.map {
        $0.name
      }
      return [
        Diagnostic.unknown(
          "timer", name, among: scheduled, at: annotation.location,
          prefix: "'@timer' names a timer that '\(property.type)' never schedules: ")
      ]
    }
    return []
  }

  /// A user's entry point: callable from outside, and it does something.
  private func checkEntry(_ annotation: Annotation, _ method: MethodSymbol) -> [Diagnostic] {
    if method.isPrivate {
      return [
        Diagnostic(
          at:
            annotation.location, "'@entry' on private method '\(method.id)'; users cannot call it")
      ]
    }
    let reaches =
      index.edges.contains { $0.from == .method(method.id) } || index.animatingMethods.contains(method.id)
      || index.stateChanges.contains { $0.method == method.id }
    if !reaches {
      return [
        Diagnostic(
          at:
            annotation.location,
          "'@entry' on '\(method.id)', which reaches nothing: it calls no method and schedules nothing")
      ]
    }
    return []
  }

  /// A handler: its time source exists, and fires into it; or the key
  /// path its type (or a superclass) observes, whose notification calls it.
  private func checkHandler(_ annotation: Annotation, _ method: MethodSymbol) -> [Diagnostic] {
    let sources = index.timeSources.filter { isOwn($0.owner, method) }
    let keyPaths = observedKeyPaths(of: method)
    guard let source = sources.first(where: { $0.name == annotation.value }) else {
      if let keyPath = keyPaths.first(where: { $0.path == annotation.value }) {
        return checkKeyPathHandler(annotation, method, keyPath.node)
      }
      let observes = !keyPaths.isEmpty
      return [
        Diagnostic.unknown(
          observes ? "time source or key path" : "time source", annotation.value,
          among: sources.map { $0.name } + keyPaths.map { $0.path }, at: annotation.location,
          prefix:
            "'@handler' names nothing that '\(method.type)' \(observes ? "schedules or observes" : "schedules"): "
        )
      ]
    }
    if !reachedByFire(source.node, method.id) {
      return [
        Diagnostic(
          at:
            annotation.location,
          "'@handler \(annotation.value)' on '\(method.id)', which '\(source.name)' never calls")
      ]
    }
    return []
  }

  /// Whether `owner`'s code belongs to the method's type: the type itself
  /// or a superclass.
  private func isOwn(_ owner: String, _ method: MethodSymbol) -> Bool {
    owner == method.type || table.subclasses(of: owner).contains(method.type)
  }

  /// The key paths the method's type or its superclasses observe.
  private func observedKeyPaths(of method: MethodSymbol) -> [(path: String, node: CallNode)] {
    var found: [(path: String, node: CallNode)] = []
    for edge in index.edges where edge.kind == .observes {
      guard case .keyPath(let owner, let path) = edge.to, isOwn(owner, method),
        !found.contains(where: { $0.node == edge.to })
      else { continue }
      found.append((path, edge.to))
    }
    return found
  }

  /// A key path's handler: the method its change notifies, or one that
  /// method calls (`observeValue` → `scrollViewContentOffsetDidChange(_:)`
  /// and its overrides).
  private func checkKeyPathHandler(_ annotation: Annotation, _ method: MethodSymbol, _ node: CallNode)
    -> [Diagnostic]
  {
    var seen: Set<CallNode> = [node]
    var pending = [node]
    while let next = pending.popLast() {
      for edge in index.edges where edge.from == next {
        let followed: Set<CallEdgeKind> = next == node ? [.notifies, .override] : [.call, .override]
        guard followed.contains(edge.kind), seen.insert(edge.to).inserted else { continue }
        if edge.to == .method(method.id) { return [] }
        pending.append(edge.to)
      }
    }
    return [
      Diagnostic(
        at: annotation.location,
        "'@handler \(annotation.value)' on '\(method.id)', which no change of '\(annotation.value)' calls")
    ]
  }

  /// Whether the source's block calls the method, directly or through
  /// private helpers the block calls.
  private func reachedByFire(_ node: CallNode, _ method: String) -> Bool {
    index.edges.contains { $0.from == node && $0.kind == .fires && $0.to == .method(method) }
  }

  /// Whether a completion calls the method, or calls a method that calls
  /// it (0.9.1's `animationFinished` → `done`).
  private func runsAsCompletion(_ method: MethodSymbol) -> Bool {
    var seen: Set<CallNode> = [.method(method.id)]
    var pending: [CallNode] = [.method(method.id)]
    while let next = pending.popLast() {
      for edge in index.edges where edge.to == next {
        if Self.completionKinds.contains(edge.kind) { return true }
        if edge.kind == .call, seen.insert(edge.from).inserted { pending.append(edge.from) }
      }
    }
    return false
  }
}
