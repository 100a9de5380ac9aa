import CallGraph
import Diagnostics

/// A step of a method body that can change a class's `@state` flags: a
/// flag set to a literal or to a `Bool` parameter, or a direct call (whose
/// callee may set one), with the clauses of the conditions it is under.
struct FlagStep: Sendable {
  enum Value: Sendable, Equatable {
    case literal(Bool)
    case parameter(String)
  }

  enum Action: Sendable {
    case write(property: String, value: Value)
    /// The callee's id, the arguments by parameter name as written, and
    /// whether the call is on `super` (dispatched statically).
    case call(String, arguments: [String: String], onSuper: Bool)
  }

  /// A clause and where it starts to hold (a UTF-8 offset in the file).
  struct Condition: Sendable {
    let clause: Clause
    let position: Int
  }

  let action: Action
  let clauses: [Condition]
  /// Where the step is (a UTF-8 offset in the file).
  let position: Int
}

/// A class whose state is held in several `@state` flags (Pop's
/// `POPAnimation`: `active`, `paused`, `didReachToValue`) as one state
/// machine: a state is a combination of the flags' values, reachable from
/// their initial values, and a transition is what one method does to them.
///
/// A transition's method is one of the class family's methods that
/// changes a flag, itself or through the methods it calls, and that runs
/// on its own: called from outside the family (the animator calls
/// `startIfNeeded`), through a property's setter (`paused` calls
/// `setPaused(_:)`), or by nobody the sources show. It is run on each
/// state, its writes and calls in order, the calls followed into the
/// family's methods (and into their overrides, unless on `super`) with the
/// literal arguments bound (`setPaused(false)`): a test of a flag reads
/// the state as it is at that point, a test of a bound parameter
/// (`if removing`, `f != pausedStorage`) its value, and any other
/// condition may hold or not, each way its own outcome, labelled with the
/// conditions it took. So `startIfNeeded` setting `active` and then
/// unpausing is one transition, not two through a state in between.
public struct FlagMachine: Sendable {
  public struct Flag: Sendable {
    /// `Type.property`.
    public let property: String
    /// What a state shows when the flag holds: the `@state` annotation's
    /// value, or the property's name.
    public let name: String
  }

  public let type: String
  public let flags: [Flag]
  /// The states, named by the flags that hold (`active · paused`, `none`),
  /// the initial one first, then in the order they are reached.
  public let states: [String]
  /// The transitions: `property` is the machine's type, `from` one state.
  public let changes: [StateChange]
  /// Every method that makes transitions (whatever `methods` kept).
  public let methods: [String]
}

extension SourceIndex {
  /// Whether `type` is a class annotated `@state`, whose flags make one
  /// machine (`flagMachine(of:)`).
  public func isFlagMachine(_ type: String) -> Bool {
    guard let symbol = self.type(type) else { return false }
    return symbol.kind == .class && symbol.annotations.contains { $0.key == .state }
  }

  /// The `@state` flags of `type` and its superclasses, in declaration
  /// order.
  func stateFlags(of type: String) -> [PropertySymbol] {
    let lineage = Set(lineage(of: type))
    return properties.filter { lineage.contains($0.type) && $0.isBool && $0.annotation(.state) != nil }
  }

  /// The class and its superclasses.
  public func lineage(of type: String) -> [String] {
    var found: [String] = []
    var current: String? = type
    while let name = current, !found.contains(name) {
      found.append(name)
      current = superclass(of: name)
    }
    return found
  }

  /// The machine of `type`'s flags. With `member` (a subclass), only what
  /// an instance of it does: its methods and its superclasses'. With
  /// `methods` (base names or full names), only the transitions those
  /// methods make, and the states they reach from the initial one.
  public func flagMachine(of type: String, for member: String? = nil, methods names: [String] = [])
    -> FlagMachine
  {
    let flags = stateFlags(of: type)
    let family: Set<String>
    if let member {
      family = Set(lineage(of: member))
    } else {
      let root = lineage(of: type).last ?? type
      family = Set(types.filter { lineage(of: $0.name).contains(root) }.map(\.name))
    }
    var run = FlagRun(index: self, flags: flags.map(\.name), family: family)
    let initial = flags.map { $0.initialValue == "true" }
    let shown = flags.map { flag in
      let value = flag.annotation(.state)?.value ?? ""
      return value.isEmpty ? flag.name : value
    }
    func name(_ values: [Bool]) -> String {
      let holding = zip(shown, values).filter(\.1).map(\.0)
      return holding.isEmpty ? "none" : holding.joined(separator: " · ")
    }
    var states = [initial]
    var changes: [StateChange] = []
    var seen: Set<String> = []
    var next = 0
    let roots = run.roots().filter { id in
      guard !names.isEmpty, let method = run.methods[id] else { return true }
      return names.contains(method.name) || names.contains(method.baseName)
    }
    while next < states.count {
      let state = states[next]
      next += 1
      for root in roots where run.mayRun(root, on: state) {
        guard let method = run.methods[root] else { continue }
        for (values, label) in run.transitions(of: root, from: state) {
          if !states.contains(values) { states.append(values) }
          let condition = label.joined(separator: " && ")
          // An override that does what the method it overrides does (through
          // `super`) is the same transition: drawn once, by name.
          guard
            seen.insert([name(state), name(values), method.name, condition].joined(separator: "\u{1}"))
              .inserted
          else { continue }
          changes.append(
            StateChange(
              method: root, property: type, to: name(values), from: [name(state)],
              condition: label.isEmpty ? nil : label.joined(separator: " && "), location: method.location))
        }
      }
    }
    return FlagMachine(
      type: type, flags: zip(flags, shown).map { FlagMachine.Flag(property: $0.id, name: $1) },
      states: states.map(name), changes: changes,
      methods: run.roots().compactMap { run.methods[$0]?.name }.reduce(into: []) { names, name in
        if !names.contains(name) { names.append(name) }
      })
  }
}

/// Runs methods on combinations of flag values (`FlagMachine`).
private struct FlagRun {
  let index: SourceIndex
  /// The flags' property names, as conditions and assignments name them.
  let flags: [String]
  let family: Set<String>
  /// Every method, by id; `family` says which are run.
  let methods: [String: MethodSymbol]
  private var effects: [String: Bool] = [:]
  private var changing: [String: Set<String>] = [:]
  /// More outcomes than this from one method on one state are not followed.
  static let pathLimit = 512

  /// A condition taken: as it reads where it holds, and its negation.
  struct Literal: Equatable {
    let text: String
    let negated: String
  }

  struct Path {
    var values: [Bool]
    /// Conditions taken, by their text, true or false.
    var assumed: [String: Bool] = [:]
    var label: [Literal] = []
  }

  init(index: SourceIndex, flags: [String], family: Set<String>) {
    self.index = index
    self.flags = flags
    self.family = family
    var methods: [String: MethodSymbol] = [:]
    for method in index.methods { methods[method.id] = method }
    self.methods = methods
  }

  // MARK: Which methods, from which states

  /// The family's methods that change a flag and run on their own: called
  /// from outside the family, through a setter, or by nothing the sources
  /// show.
  mutating func roots() -> [String] {
    var callers: [String: [CallNode]] = [:]
    for edge in index.edges where edge.kind != .schedules && edge.kind != .invalidates {
      guard case .method(let id) = edge.to, methods[id] != nil else { continue }
      callers[id, default: []].append(edge.from)
    }
    return methods.keys.sorted().filter { id in
      guard isFamily(id), hasEffect(id) else { return false }
      let from = callers[id] ?? []
      let outside = from.contains { node in
        guard case .method(let caller) = node else { return true }
        return !isFamily(caller)
      }
      return from.isEmpty || outside || index.setterCallees.contains(id)
    }
  }

  func isFamily(_ id: String) -> Bool {
    methods[id].map { family.contains($0.type) } ?? false
  }

  /// Whether `root` can be called on an object in `values`: some call
  /// from outside the family is made under conditions that do not rule
  /// the state out (`guard animation.active && !animation.pausedStorage`
  /// before `applyAnimationTime`), or it runs through a setter or from
  /// nothing the sources show.
  mutating func mayRun(_ root: String, on values: [Bool]) -> Bool {
    var visiting: Set<String> = []
    guard let conjunctions = preconditions(root, &visiting) else { return true }
    let path = Path(values: values)
    return conjunctions.contains { clauses in
      !clauses.contains { value(of: $0, [:], path) == false }
    }
  }

  /// The conditions under which outside code calls `id`, a conjunction
  /// per way, as far as they still hold at the call (no call between the
  /// condition and the call changes a flag); nil when some way is
  /// unconditional or not a call from outside.
  private mutating func preconditions(_ id: String, _ visiting: inout Set<String>) -> [[Clause]]? {
    guard !index.setterCallees.contains(id), visiting.insert(id).inserted else { return nil }
    defer { visiting.remove(id) }
    var found: [[Clause]] = []
    var anyCaller = false
    for edge in index.edges where edge.to == .method(id) {
      guard edge.kind == .call || edge.kind == .override, case .method(let caller) = edge.from,
        !isFamily(caller)
      else {
        if edge.kind != .schedules && edge.kind != .invalidates && edge.kind != .call
          && edge.kind != .override
        {
          return nil
        }
        continue
      }
      anyCaller = true
      let steps = index.flagSteps[caller] ?? []
      for step in steps {
        guard case .call(let callee, _, let onSuper) = step.action, lands(callee, onSuper: onSuper, in: id)
        else {
          continue
        }
        let earlier = steps.filter { $0.position < step.position }
        let changes = earlier.map { (position: $0.position, flags: flagsChanged(by: $0)) }.filter {
          !$0.flags.isEmpty
        }
        let holding = step.clauses.filter { condition in
          let mentioned = mentionedFlags(condition.clause)
          return !changes.contains {
            $0.position > condition.position && !$0.flags.isDisjoint(with: mentioned)
          }
        }.map(\.clause)
        let upper = changes.isEmpty ? preconditions(caller, &visiting) : nil
        guard let upper else {
          if holding.isEmpty { return nil }
          found.append(holding)
          continue
        }
        for clauses in upper { found.append(holding + clauses) }
      }
    }
    return anyCaller && !found.isEmpty ? found : nil
  }

  /// Whether a call of `callee` may run `id`: the callee, or an override.
  private func lands(_ callee: String, onSuper: Bool, in id: String) -> Bool {
    if callee == id { return true }
    guard !onSuper, let method = methods[callee], let target = methods[id] else { return false }
    return target.name == method.name && index.lineage(of: target.type).contains(method.type)
  }

  /// The flags a step may change: the one it writes, or those a method
  /// it calls (of any type, or an override) writes, directly or further
  /// down.
  private mutating func flagsChanged(by step: FlagStep) -> Set<String> {
    switch step.action {
    case .write(let property, _): return flags.contains(property) ? [property] : []
    case .call(let callee, _, let onSuper):
      var visiting: Set<String> = []
      let landing = onSuper ? [callee] : [callee] + overrides(of: callee)
      return landing.reduce(into: Set<String>()) { $0.formUnion(flagsChanged(by: $1, &visiting)) }
    }
  }

  private mutating func flagsChanged(by id: String, _ visiting: inout Set<String>) -> Set<String> {
    if let known = changing[id] { return known }
    guard visiting.insert(id).inserted else { return [] }
    var found: Set<String> = []
    for step in index.flagSteps[id] ?? [] {
      switch step.action {
      case .write(let property, _):
        if flags.contains(property) && isFamily(id) { found.insert(property) }
      case .call(let callee, _, let onSuper):
        for landing in onSuper ? [callee] : [callee] + overrides(of: callee) {
          found.formUnion(flagsChanged(by: landing, &visiting))
        }
      }
    }
    visiting.remove(id)
    changing[id] = found
    return found
  }

  /// The flags a clause names, of `self` or of another instance.
  private func mentionedFlags(_ clause: Clause) -> Set<String> {
    var found: Set<String> = clause.property.map { [$0] } ?? []
    let words = clause.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    for word in words where flags.contains(String(word)) { found.insert(String(word)) }
    return found
  }

  private func overrides(of id: String) -> [String] {
    guard let method = methods[id] else { return [] }
    return methods.values.filter { other in
      other.name == method.name && other.id != id && index.lineage(of: other.type).contains(method.type)
    }.map(\.id).sorted()
  }

  // MARK: Effects

  /// Whether a family method changes a flag, itself or through its calls.
  mutating func hasEffect(_ id: String) -> Bool {
    var visiting: Set<String> = []
    return hasEffect(id, &visiting)
  }

  private mutating func hasEffect(_ id: String, _ visiting: inout Set<String>) -> Bool {
    if let known = effects[id] { return known }
    guard isFamily(id), visiting.insert(id).inserted else { return false }
    var found = false
    for step in index.flagSteps[id] ?? [] {
      switch step.action {
      case .write(let property, _):
        found = found || flags.contains(property)
      case .call(let callee, _, let onSuper):
        for target in targets(callee, onSuper: onSuper) where hasEffect(target, &visiting) { found = true }
      }
      if found { break }
    }
    visiting.remove(id)
    effects[id] = found
    return found
  }

  /// The family's methods a call may land in: the callee, and its
  /// overrides unless the call is on `super`.
  func targets(_ callee: String, onSuper: Bool) -> [String] {
    guard isFamily(callee) else { return [] }
    return (onSuper ? [callee] : [callee] + overrides(of: callee)).filter(isFamily)
  }

  // MARK: Running

  /// Where running `id` on `values` can lead, each new combination with
  /// the conditions that lead there, simplified: a condition that goes
  /// both ways to the same place is left out. The method's `Bool`
  /// parameters are taken each way (`removing`, `!removing`).
  mutating func transitions(of id: String, from values: [Bool]) -> [([Bool], [String])] {
    let parameters = (methods[id]?.parameters ?? []).filter { BodyWalker.baseType($0.type) == "Bool" }
    var outcomes: [Path] = []
    for combination in 0..<(1 << min(parameters.count, 4)) {
      var env: [String: Bool] = [:]
      var start = Path(values: values)
      for (offset, parameter) in parameters.prefix(4).enumerated() {
        let value = combination & (1 << offset) != 0
        env[parameter.name] = value
        let literal = Literal(text: parameter.name, negated: "!" + parameter.name)
        start.label.append(value ? literal : Literal(text: literal.negated, negated: literal.text))
      }
      var stack: [String] = []
      outcomes += run(id, env: env, path: start, stack: &stack)
    }
    var targets: [[Bool]] = []
    for outcome in outcomes where outcome.values != values && !targets.contains(outcome.values) {
      targets.append(outcome.values)
    }
    return targets.flatMap { target in
      Self.simplified(outcomes.filter { $0.values == target }.map(\.label)).map { (target, $0.map(\.text)) }
    }
  }

  /// Conjunctions, fewer and shorter: one that holds another's every
  /// condition is left out, and two that differ in one condition taken
  /// each way become one without it.
  static func simplified(_ terms: [[Literal]]) -> [[Literal]] {
    var terms = terms
    var changed = true
    while changed {
      changed = false
      var kept: [[Literal]] = []
      for term in terms where !kept.contains(where: { same($0, term) }) {
        let absorbed = terms.contains { other in
          other.count < term.count
            && other.allSatisfy { literal in term.contains { $0.text == literal.text } }
        }
        if !absorbed { kept.append(term) }
      }
      if kept.count != terms.count { changed = true }
      terms = kept
      outer: for first in terms.indices {
        for second in terms.indices where second > first && terms[first].count == terms[second].count {
          let onlyFirst = terms[first].filter { literal in !terms[second].contains { $0.text == literal.text }
          }
          guard onlyFirst.count == 1,
            terms[second].contains(where: { $0.text == onlyFirst[0].negated })
          else { continue }
          let merged = terms[first].filter { $0.text != onlyFirst[0].text }
          terms.remove(at: second)
          terms[first] = merged
          changed = true
          break outer
        }
      }
    }
    return terms
  }

  private static func same(_ first: [Literal], _ second: [Literal]) -> Bool {
    first.count == second.count && first.allSatisfy { literal in second.contains { $0.text == literal.text } }
  }

  private mutating func run(_ id: String, env: [String: Bool], path: Path, stack: inout [String]) -> [Path] {
    guard !stack.contains(id) else { return [path] }
    stack.append(id)
    defer { stack.removeLast() }
    var paths = [path]
    for step in index.flagSteps[id] ?? [] {
      var relevant: [String] = []
      if case .call(let callee, _, let onSuper) = step.action {
        relevant = targets(callee, onSuper: onSuper).filter { hasEffect($0) }
        if relevant.isEmpty { continue }
      }
      var next: [Path] = []
      for current in paths {
        for (taken, holds) in evaluate(step.clauses.map(\.clause), env, current) {
          guard holds else {
            next.append(taken)
            continue
          }
          switch step.action {
          case .write(let property, let value):
            guard let flag = flags.firstIndex(of: property) else {
              next.append(taken)
              continue
            }
            let written: [Bool]
            switch value {
            case .literal(let literal): written = [literal]
            case .parameter(let name): written = env[name].map { [$0] } ?? [false, true]
            }
            for value in written {
              var after = taken
              after.values[flag] = value
              next.append(after)
            }
          case .call(let callee, let arguments, let onSuper):
            var bound: [String: Bool] = [:]
            for (parameter, text) in arguments {
              if let value = operand(text, env, taken) { bound[parameter] = value }
            }
            for target in targets(callee, onSuper: onSuper) {
              if relevant.contains(target) {
                next += run(target, env: bound, path: taken, stack: &stack)
              } else {
                next.append(taken)
              }
            }
          }
        }
      }
      paths = Array(Self.distinct(next).prefix(Self.pathLimit))
    }
    return paths
  }

  /// Paths that differ in their values or their labels.
  private static func distinct(_ paths: [Path]) -> [Path] {
    var seen: Set<String> = []
    return paths.filter { path in
      let key =
        path.values.map { $0 ? "1" : "0" }.joined() + "\u{1}"
        + path.label.map(\.text).joined(separator: "\u{1}")
      return seen.insert(key).inserted
    }
  }

  /// Each way the clauses can come out: true with every clause holding,
  /// or false at the first that does not; a clause that says nothing
  /// about the flags or the bound parameters goes both ways.
  private func evaluate(_ clauses: [Clause], _ env: [String: Bool], _ path: Path) -> [(Path, Bool)] {
    var results: [(Path, Bool)] = []
    var pending = [(path, 0)]
    while let (current, position) = pending.popLast() {
      guard position < clauses.count else {
        results.append((current, true))
        continue
      }
      let clause = clauses[position]
      if clause.isBinding {
        pending.append((current, position + 1))
        continue
      }
      if let known = value(of: clause, env, current) {
        if known { pending.append((current, position + 1)) } else { results.append((current, false)) }
        continue
      }
      var holds = current
      holds.assumed[clause.text] = true
      holds.assumed[clause.negated] = false
      holds.label.append(Literal(text: clause.text, negated: clause.negated))
      var fails = current
      fails.assumed[clause.text] = false
      fails.assumed[clause.negated] = true
      fails.label.append(Literal(text: clause.negated, negated: clause.text))
      results.append((fails, false))
      pending.append((holds, position + 1))
    }
    return results.reversed()
  }

  /// A clause's truth where the flags and the bound parameters decide it.
  private func value(of clause: Clause, _ env: [String: Bool], _ path: Path) -> Bool? {
    if let property = clause.property, let flag = flags.firstIndex(of: property) {
      let value = path.values[flag] ? "true" : "false"
      if !clause.equals.isEmpty { return clause.equals.contains(value) }
      if !clause.excludes.isEmpty { return !clause.excludes.contains(value) }
    }
    if let assumed = path.assumed[clause.text] { return assumed }
    if !clause.negationOf.isEmpty {
      let parts = clause.negationOf.map { value(of: $0, env, path) }
      if parts.contains(false) { return true }
      return parts.allSatisfy { $0 == true } ? false : nil
    }
    if !clause.disjuncts.isEmpty {
      let parts = clause.disjuncts.map { value(of: $0, env, path) }
      if parts.contains(true) { return true }
      return parts.allSatisfy { $0 == false } ? false : nil
    }
    for op in [" != ", " == "] {
      guard let sides = Self.split(clause.text, at: op), let left = operand(sides.0, env, path),
        let right = operand(sides.1, env, path)
      else { continue }
      return op == " == " ? left == right : left != right
    }
    return operand(clause.text, env, path)
  }

  /// The text before and after the one occurrence of `separator`.
  private static func split(_ text: String, at separator: String) -> (String, String)? {
    var found: (String, String)?
    var index = text.startIndex
    while index < text.endIndex {
      if text[index...].hasPrefix(separator) {
        if found != nil { return nil }
        found = (String(text[..<index]), String(text[text.index(index, offsetBy: separator.count)...]))
      }
      index = text.index(after: index)
    }
    return found
  }

  /// A literal, a bound parameter or a flag, of `self` or of another
  /// instance (`animation.active`), with `!`.
  private func operand(_ text: String, _ env: [String: Bool], _ path: Path) -> Bool? {
    var name = text
    if name.hasPrefix("!") {
      name.removeFirst()
      return operand(name, env, path).map { !$0 }
    }
    if let value = Self.value(of: name, env) { return value }
    let member = name.split(separator: ".").last.map(String.init) ?? name
    if member.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let flag = flags.firstIndex(of: member)
    {
      return path.values[flag]
    }
    return nil
  }

  /// `true`, `false`, or a bound parameter (negated with `!`).
  private static func value(of text: String, _ env: [String: Bool]) -> Bool? {
    if text == "true" { return true }
    if text == "false" { return false }
    if text.hasPrefix("!") { return value(of: String(text.dropFirst()), env).map { !$0 } }
    return env[text]
  }
}
