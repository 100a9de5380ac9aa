import SwiftSyntax

/// One part of a condition that must hold, as a state machine's
/// transition reads it: `offsetY < normal2pullingOffsetY`, or a test of a
/// state property (`state == .idle`, `state != .refreshing`, a `@state`
/// flag's `!finished`), or a binding (`let scrollView`), which says nothing
/// a reader of the figure needs.
struct Clause: Sendable {
  /// As written, without `if`/`guard`: `offsetY < normal2pullingOffsetY`.
  let text: String
  /// Its negation, as a reader would write it: `offsetY >= normal2pullingOffsetY`.
  let negated: String
  /// The state property it tests, if it tests one against cases.
  var property: String?
  /// The cases it requires (any of them), for a property test with `==`.
  var equals: [String] = []
  /// The cases it rules out, for a property test with `!=`.
  var excludes: [String] = []
  var isBinding = false
  /// For `!(a && b)` (the else of a condition of several clauses): the
  /// clauses, any of which may be the false one.
  var negationOf: [Clause] = []
  /// For `a || b`: its operands, each of which is false where it is.
  var disjuncts: [Clause] = []

  /// The clause that holds where this one does not.
  var inverse: Clause {
    var inverse = Clause(text: negated, negated: text, property: property)
    inverse.equals = excludes
    inverse.excludes = equals
    return inverse
  }
}

/// Reads `if`/`guard` conditions and `switch` cases into clauses, given how
/// to find a state property (an enum-typed property or a `@state` flag).
struct ClauseReader {
  /// A property's name (after `self.`) if it holds state: its cases are
  /// read from comparisons with `.case`, and a flag's from `flag`/`!flag`.
  let stateProperty: (String) -> (name: String, isFlag: Bool)?

  /// The clauses of a condition list (`a, let b = c, d && e`): each
  /// element, and each operand of a top-level `&&` (unless a `||` stands
  /// beside it, which makes the element one clause).
  func clauses(_ list: ConditionElementListSyntax) -> [Clause] {
    var found: [Clause] = []
    for element in list {
      switch element.condition {
      case .optionalBinding(let binding):
        var clause = Clause(
          text: binding.trimmedDescription, negated: nilTest(binding))
        clause.isBinding = true
        found.append(clause)
      case .expression(let expression):
        found += conjuncts(expression).map(clause)
      default:
        found.append(
          Clause(
            text: element.condition.trimmedDescription,
            negated: "!(" + element.condition.trimmedDescription + ")"))
      }
    }
    return found
  }

  /// What holds in the `else` of a condition: the inverse of its one
  /// clause, or `!(a && b)` of several (bindings read as `x == nil`).
  func negation(_ clauses: [Clause]) -> [Clause] {
    let tested = clauses.filter { !$0.isBinding }
    if clauses.count == 1, !clauses[0].disjuncts.isEmpty { return clauses[0].disjuncts.map(\.inverse) }
    if clauses.count == 1 { return [clauses[0].inverse] }
    if tested.isEmpty {
      let text = clauses.map(\.negated).joined(separator: " || ")
      return [Clause(text: text, negated: clauses.map(\.text).joined(separator: ", "))]
    }
    let text = clauses.map(\.text).joined(separator: " && ")
    var clause = Clause(text: "!(" + text + ")", negated: text)
    clause.negationOf = clauses
    return [clause]
  }

  /// A `switch` case on `subject`: `subject == .a` (or `… || subject == .b`),
  /// and for `default` every case the other labels name ruled out.
  func switchCase(subject: String, patterns: [String], others: [String]) -> Clause {
    let property = stateProperty(subject.replacingSelf)
    let cases = { (patterns: [String]) in
      patterns.filter { $0.hasPrefix(".") }.map {
        String($0.dropFirst().prefix { $0.isLetter || $0.isNumber })
      }
    }
    let isDefault = patterns.isEmpty
    let named = isDefault ? others : patterns
    let equal = named.map { subject + " == " + $0 }.joined(separator: " || ")
    let unequal = named.map { subject + " != " + $0 }.joined(separator: " && ")
    var clause = Clause(text: isDefault ? unequal : equal, negated: isDefault ? equal : unequal)
    if let property, !property.isFlag {
      clause.property = property.name
      if isDefault { clause.excludes = cases(named) } else { clause.equals = cases(named) }
    }
    return clause
  }

  // MARK: Expressions

  /// The operands of a top-level `&&` chain, or the expression itself.
  private func conjuncts(_ expression: ExprSyntax) -> [[ExprSyntax]] {
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return [[expression]] }
    let elements = Array(sequence.elements)
    let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
    guard operators.contains("&&"), !operators.contains("||") else { return [elements] }
    return split(elements, at: "&&")
  }

  /// The elements between the top-level `separator` operators.
  private func split(_ elements: [ExprSyntax], at separator: String) -> [[ExprSyntax]] {
    var parts: [[ExprSyntax]] = [[]]
    for element in elements {
      if element.as(BinaryOperatorExprSyntax.self)?.operator.text == separator {
        parts.append([])
      } else {
        parts[parts.count - 1].append(element)
      }
    }
    return parts
  }

  private static let inverses = [
    "==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">", "===": "!==", "!==": "===",
  ]

  /// One operand of `&&`, as its sequence's elements; `a || b` (with no
  /// `&&` beside) keeps its operands, which its negation needs.
  private func clause(_ elements: [ExprSyntax]) -> Clause {
    let text = elements.map(\.trimmedDescription).joined(separator: " ")
    let operators = elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
    if operators.contains("||") && !operators.contains("&&") {
      let disjuncts = split(elements, at: "||").map(clause)
      var clause = Clause(text: text, negated: disjuncts.map(\.negated).joined(separator: " && "))
      clause.disjuncts = disjuncts
      return clause
    }
    let comparisons = elements.indices.filter { index in
      elements[index].as(BinaryOperatorExprSyntax.self).map { Self.inverses[$0.operator.text] != nil }
        ?? false
    }
    if comparisons.count == 1, let at = comparisons.first,
      let op = elements[at].as(BinaryOperatorExprSyntax.self)?.operator.text, let inverse = Self.inverses[op]
    {
      let left = elements[..<at].map(\.trimmedDescription).joined(separator: " ")
      let right = elements[(at + 1)...].map(\.trimmedDescription).joined(separator: " ")
      var clause = Clause(text: text, negated: left + " " + inverse + " " + right)
      if elements.count == 3 && (op == "==" || op == "!=") {
        let (subject, value) = right.hasPrefix(".") ? (left, right) : (right, left)
        if value.hasPrefix("."), let property = stateProperty(subject.replacingSelf), !property.isFlag {
          clause.property = property.name
          let name = String(value.dropFirst().prefix { $0.isLetter || $0.isNumber })
          if op == "==" { clause.equals = [name] } else { clause.excludes = [name] }
        }
      }
      return clause
    }
    if elements.count == 1 {
      var subject = text
      let negated = subject.hasPrefix("!")
      if negated { subject.removeFirst() }
      if let property = stateProperty(subject.replacingSelf), property.isFlag {
        var clause = Clause(text: text, negated: negated ? subject : "!" + subject, property: property.name)
        clause.equals = [negated ? "false" : "true"]
        return clause
      }
      if negated { return Clause(text: text, negated: subject) }
      let isSimple =
        elements[0].is(DeclReferenceExprSyntax.self) || elements[0].is(MemberAccessExprSyntax.self)
      return Clause(text: text, negated: isSimple ? "!" + text : "!(" + text + ")")
    }
    return Clause(text: text, negated: "!(" + text + ")")
  }

  /// `let x = y` fails when `y` is nil; `let x` when `x` is.
  private func nilTest(_ binding: OptionalBindingConditionSyntax) -> String {
    (binding.initializer?.value.trimmedDescription ?? binding.pattern.trimmedDescription) + " == nil"
  }
}

/// What a transition of a state machine is under, from the conditions that
/// enclose the assignment: the states it can start from (the cases the
/// state property is tested equal to, less those tested unequal), or, when
/// no test pins them, the states it rules out; and the rest as a readable
/// label.
enum TransitionCondition {
  /// - Parameters:
  ///   - shown: the clauses of the enclosing `if`, `else`, `guard` and
  ///     `case` conditions, outermost first;
  ///   - hidden: clauses that hold but are not written around the
  ///     assignment (an early `return` above it): they narrow the states
  ///     and label nothing.
  static func make(property: String, shown: [Clause], hidden: [Clause]) -> (
    from: [String], excluded: [String], label: String?
  ) {
    var required: [String]?
    var excluded: [String] = []
    for clause in shown + hidden where clause.property == property {
      if !clause.equals.isEmpty {
        required = required.map { $0.filter(clause.equals.contains) } ?? clause.equals
      }
      excluded += clause.excludes
    }
    let from = required?.filter { !excluded.contains($0) }
    var parts: [String] = []
    for clause in shown where !clause.isBinding {
      if clause.property == property { continue }
      if !clause.negationOf.isEmpty, let from,
        clause.negationOf.contains(where: {
          $0.property == property && !$0.equals.isEmpty && !$0.equals.contains(where: from.contains)
        })
      {
        continue
      }
      if !parts.contains(clause.reading) { parts.append(clause.reading) }
    }
    return (from ?? [], from == nil ? excluded : [], parts.isEmpty ? nil : parts.joined(separator: " && "))
  }
}
