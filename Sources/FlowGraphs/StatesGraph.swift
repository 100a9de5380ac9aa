import Diagnostics
import SourceAnalysis

extension GraphBuilder {
  /// A state machine: the cases of an enum annotated `@state` (or `true`
  /// and `false` of a `@state` flag, named `Type.property`), and every
  /// assignment of a state as a transition, labelled with the method that
  /// makes it and the conditions it is under (`StateChange`). A transition
  /// starts from the states the code's tests allow: those it tests the
  /// property equal to, or, under no such test, every state drawn but
  /// those it rules out (`state != .refreshing`). Assigning the state the
  /// machine is already in changes nothing and is not drawn. The initial
  /// state (the property's initial value, or what an initializer
  /// assigns) is doubled and on top, and an initializer's assignment is
  /// not a transition: the initial state's node names the initializers
  /// that assign it instead.
  ///
  /// - Parameter type: only the transitions an instance of this class can
  ///   make (those in its methods and its superclasses'), between the states
  ///   they use.
  /// - Parameter methods: for a class's flags, only the transitions these
  ///   methods (base names or full names) make, and the states they reach.
  public static func states(
    in index: SourceIndex, of machine: String, for type: String? = nil, methods: [String] = [],
    limit: Int = defaultLimit
  ) throws(Diagnostic) -> FlowGraph {
    if index.isFlagMachine(machine) {
      return try flagStates(in: index, of: machine, for: type, methods: methods, limit: limit)
    }
    if !methods.isEmpty {
      throw Diagnostic(
        line: 0, column: 0,
        message: "methods= picks the transitions of a class's flags; '\(machine)' is not one")
    }
    let (values, properties) = try stateValues(machine, index)
    var lineage: Set<String>?
    if let type {
      _ = try SymbolLookup(index: index).type(type)
      var found: Set<String> = []
      var current: String? = type
      while let name = current, found.insert(name).inserted { current = index.superclass(of: name) }
      lineage = found
    }
    var assembler = GraphAssembler(index: index)
    let changes = index.stateChanges.filter { change in
      properties.contains(change.property) && values.contains(change.to)
        && lineage.map { $0.contains(index.method(change.method)?.type ?? "") } ?? true
    }
    let isInitializer = { (change: StateChange) in
      index.method(change.method)?.name.hasPrefix("init(") ?? false
    }
    let initial = Set(
      properties.compactMap { id in index.properties.first { $0.id == id }?.initialValue.map(stateName) }
        + changes.filter(isInitializer).map(\.to)
    ).intersection(values)
    let used = Set(changes.flatMap { $0.from + [$0.to] }).union(initial)
    let drawn = values.filter { lineage == nil || used.contains($0) }
    for value in drawn {
      // An initializer that assigns the initial state writes the property
      // as much as a transition does: the node names it, so that every
      // writer is in the figure.
      var setters: [String] = []
      for change in changes where isInitializer(change) && change.to == value {
        if let name = index.method(change.method)?.name, !setters.contains(name) { setters.append(name) }
      }
      let detail =
        initial.contains(value)
        ? "the initial state" + (setters.isEmpty ? "" : ", assigned by " + setters.joined(separator: ", "))
        : nil
      assembler.add(
        node: FlowNode(
          id: FlowIDs.state(machine, value), label: value, kind: initial.contains(value) ? .initial : .state,
          group: machine, detail: detail))
    }
    var typesByName: [String: Set<String>] = [:]
    for change in changes {
      guard let method = index.method(change.method) else { continue }
      typesByName[method.name, default: []].insert(method.type)
    }
    var transitions = TransitionPairs()
    for change in changes where !isInitializer(change) {
      let name = index.method(change.method)?.name ?? ""
      let label = transitionLabel(change, index, qualified: (typesByName[name]?.count ?? 0) > 1)
      let sources = change.from.isEmpty ? drawn.filter { !change.excluded.contains($0) } : change.from
      for from in sources where from != change.to {
        transitions.add(from: from, to: change.to, label: label)
      }
    }
    for (pair, label) in transitions.merged {
      assembler.add(
        edge: FlowEdge(
          from: FlowIDs.state(machine, pair.from), to: FlowIDs.state(machine, pair.to), kind: .transition,
          label: label))
    }
    return assembler.graph(
      title: "States of \(machine)" + (type.map { " in " + $0 } ?? ""), kind: .states,
      anchors: drawn.map { FlowIDs.state(machine, $0) }, limit: limit)
  }

  /// A state's name as a value is written: `.idle` → `idle`, `false`.
  private static func stateName(_ value: String) -> String {
    value.hasPrefix(".") ? String(value.dropFirst().prefix { $0.isLetter || $0.isNumber }) : value
  }

  /// A class's flags as one machine (`FlagMachine`): its reachable
  /// combinations, the initial one first, and what each method does to
  /// them, labelled with the conditions it takes.
  static func flagStates(
    in index: SourceIndex, of machine: String, for type: String?, methods: [String], limit: Int
  ) throws(Diagnostic) -> FlowGraph {
    if let type {
      _ = try SymbolLookup(index: index).type(type)
      guard index.lineage(of: type).contains(machine) else {
        throw Diagnostic(
          line: 0, column: 0, message: "'\(type)' is not '\(machine)' or one of its subclasses")
      }
    }
    let flags = index.flagMachine(of: machine, for: type, methods: methods)
    for name in methods where !flags.methods.contains(where: { $0 == name || $0.hasPrefix(name + "(") }) {
      var diagnostic = SymbolLookup.unknown("method", name, among: flags.methods)
      diagnostic.message +=
        " (the methods that change '\(machine)': \(flags.methods.joined(separator: ", ")))"
      throw diagnostic
    }
    var assembler = GraphAssembler(index: index)
    for (offset, state) in flags.states.enumerated() {
      assembler.add(
        node: FlowNode(
          id: FlowIDs.state(machine, state), label: state, kind: offset == 0 ? .initial : .state,
          group: machine, detail: offset == 0 ? "the initial state: " + initialDetail(flags) : nil))
    }
    var typesByName: [String: Set<String>] = [:]
    for change in flags.changes {
      guard let method = index.method(change.method) else { continue }
      typesByName[method.name, default: []].insert(method.type)
    }
    var transitions = TransitionPairs()
    for change in flags.changes {
      let name = index.method(change.method)?.name ?? ""
      let label = transitionLabel(change, index, qualified: (typesByName[name]?.count ?? 0) > 1)
      for from in change.from { transitions.add(from: from, to: change.to, label: label) }
    }
    for (pair, label) in transitions.merged {
      assembler.add(
        edge: FlowEdge(
          from: FlowIDs.state(machine, pair.from), to: FlowIDs.state(machine, pair.to), kind: .transition,
          label: label))
    }
    return assembler.graph(
      title: "States of \(machine)" + (type.map { " in " + $0 } ?? ""), kind: .states,
      anchors: flags.states.prefix(1).map { FlowIDs.state(machine, $0) }, limit: limit)
  }

  /// Each flag's initial value: `active false (POPAnimation.active), …`.
  private static func initialDetail(_ machine: FlagMachine) -> String {
    machine.flags.map { flag in
      let holds = machine.states.first?.split(separator: " ").contains { $0 == flag.name } ?? false
      return flag.name + (holds ? " true" : " false") + " (" + flag.property + ")"
    }.joined(separator: ", ")
  }

  /// The method (with its class when another class's method of the same
  /// name makes transitions of the machine too), the method it calls for a change made through a call, and
  /// the conditions, a clause a line:
  /// `scrollViewContentOffsetDidChange(_:)` / `when scrollView.isDragging`
  /// / `&& offsetY < normal2pullingOffsetY`.
  static func transitionLabel(_ change: StateChange, _ index: SourceIndex, qualified: Bool) -> String {
    func name(_ id: String) -> String {
      guard let method = index.method(id) else { return id }
      return qualified ? method.type + "." + method.name : method.name
    }
    var lines = [name(change.method)]
    if let via = change.via { lines.append("→ " + (index.method(via)?.name ?? via)) }
    if let condition = change.condition {
      for (offset, clause) in topLevelConjuncts(condition).enumerated() {
        lines += wrapped((offset == 0 ? "when " : "&& ") + clause)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A clause longer than `width` characters, broken at spaces into lines
  /// of at most that (a word longer stays whole): a long comparison would
  /// otherwise widen the whole figure.
  static func wrapped(_ text: String, width: Int = 36) -> [String] {
    guard text.count > width else { return [text] }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if !current.isEmpty && current.count + 1 + word.count > width {
        lines.append(current)
        current = String(word)
      } else {
        current += (current.isEmpty ? "" : " ") + word
      }
    }
    return lines + [current]
  }

  /// `a && (b && c) && d` → `a`, `(b && c)`, `d`.
  private static func topLevelConjuncts(_ text: String) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var rest = Substring(text)
    while let character = rest.first {
      if depth == 0 && rest.hasPrefix(" && ") {
        parts.append(current)
        current = ""
        rest = rest.dropFirst(4)
        continue
      }
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      current.append(character)
      rest = rest.dropFirst()
    }
    return parts + [current]
  }

  /// The states of `machine` and the properties (`Type.property`) that hold
  /// them.
  private static func stateValues(_ machine: String, _ index: SourceIndex) throws(Diagnostic)
    -> ([String], Set<String>)
  {
    if let type = index.type(machine) {
      guard type.kind == .enum, type.annotations.contains(where: { $0.key == .state }) else {
        throw Diagnostic(line: 0, column: 0, message: "'\(machine)' is not an enum annotated '@state'")
      }
      let holders = index.properties.filter { property in
        property.declaredType.map { $0.filter { $0 != "?" && $0 != "!" } } == machine
      }
      return (type.cases, Set(holders.map { $0.id }))
    }
    if let property = index.properties.first(where: { $0.id == machine }), property.isBool,
      property.annotation(.state) != nil
    {
      return (["false", "true"], [property.id])
    }
    let machines =
      index.types.filter { $0.annotations.contains { $0.key == .state } }.map { $0.name }
      + index.properties.filter { $0.isBool && $0.annotation(.state) != nil }.map { $0.id }
    var diagnostic = SymbolLookup.unknown("state machine", machine, among: machines)
    diagnostic.message += " (state machines: \(machines.sorted().joined(separator: ", ")))"
    throw diagnostic
  }
}
