import Diagnostics
import ScenarioCatalog
import SimKernel

/// Reads a scenario script into a checked `Scenario`, or the first problem
/// as a `line:col` diagnostic. Every name is checked against the replica's
/// catalog, with a "did you mean" for near misses; docs/scenarios.md is the
/// language's reference.
public enum ScenarioParser {
  /// Scripts are small; these bounds keep a pasted novel from tying up the
  /// page.
  public static let maxSourceBytes = 64 * 1024
  public static let maxLines = 2000
  public static let maxActions = 1000

  static let keywords = [
    "title", "hud", "replica", "original", "differs", "set", "param", "at", "drag", "run", "observe",
    "expect",
  ]

  /// Reads `text` as a script for one of `replicas` (the shipped ones are
  /// `ReplicaRegistry.catalogs`; a test may pass its own), or throws its
  /// first mistake.
  public static func parse(_ text: String, replicas: [ReplicaCatalog]) throws(Diagnostic) -> Scenario {
    do throws(DiagnosticList) {
      return try parseReportingAllErrors(text, replicas: replicas)
    } catch {
      throw error.diagnostics[0]
    }
  }

  /// The same, but throws every mistake the script has, in line order:
  /// a line that does not read is reported and skipped (with the block it
  /// opens), and reading goes on with the next, so that one run of
  /// `scholia simulate` or of the site build lists them all.
  public static func parseReportingAllErrors(_ text: String, replicas: [ReplicaCatalog])
    throws(DiagnosticList)
    -> Scenario
  {
    guard text.utf8.count <= maxSourceBytes else {
      throw DiagnosticList([
        Diagnostic(line: 1, column: 1, message: "the script is larger than \(maxSourceBytes / 1024) KiB")
      ])
    }
    let source: String
    do throws(Diagnostic) {
      source = try SourceText.checked(text)
    } catch {
      throw DiagnosticList([error])
    }
    let (lines, problems) = ScenarioLexer.linesAndProblems(of: source)
    if let last = lines.last, last.number > maxLines {
      throw DiagnosticList([
        Diagnostic(line: last.number, column: 1, message: "the script is longer than \(maxLines) lines")
      ])
    }
    var builder = Builder(replicas: replicas)
    builder.problems = problems
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      let header = line.tokens.first.map { $0.text == "hud" || $0.text == "replica" } ?? false
      let problemsBefore = builder.problems.count
      builder.recovering(lines, &index, after: line) { (builder, index) throws(Diagnostic) in
        var cursor = TokenCursor(line: line)
        if line.tokens.first?.text == "at", line.tokens.last?.text == "{" {
          try builder.timedBlock(&cursor, lines, &index)
        } else {
          try builder.statement(&cursor)
          try cursor.expectEnd()
        }
      }
      // Without its replica, every later line would be reported as
      // coming before the header: that one mistake is the script's.
      if header, builder.replica == nil, builder.problems.count > problemsBefore {
        throw DiagnosticList(builder.problems)
      }
    }
    let scenario: Scenario
    do throws(Diagnostic) {
      scenario = try builder.finish(lastLine: lines.last?.number ?? 1)
    } catch {
      throw DiagnosticList(builder.problems + [error])
    }
    guard builder.problems.isEmpty else { throw DiagnosticList(builder.problems) }
    return scenario
  }

  /// The state of a parse: what the script has said so far.
  struct Builder {
    /// The replicas a `hud` or `replica` line may name.
    let replicas: [ReplicaCatalog]
    var title: String?
    var replica: ReplicaChoice?
    var replicaLine = 0
    var parameters: [ScenarioParameter] = []
    var settings: [ScenarioSetting] = []
    var actions: [ScenarioAction] = []
    var drags: [ScenarioDrag] = []
    var until: TimeExpression?
    var expectations: [ScenarioExpectation] = []
    var observed: [String]?
    /// The classes statements use (UIKit's and the replica's), the names
    /// they bind, and their checks.
    var classes = ScriptClasses(classes: ScriptBuiltins.classes)
    var variables: [String: ScriptType] = [:]
    /// The names bound with `var`, which `name = …` may change.
    var mutableVariables: Set<String> = []
    /// What the blocks being parsed give back, innermost last (nil for a
    /// block that gives nothing back), for `return`.
    var blockReturnTypes: [ScriptType?] = []
    var checks: [ScriptCheck] = []
    var watches: [ScenarioWatch] = []
    /// The mistakes found so far, each on a line that was then skipped.
    var problems: [Diagnostic] = []
    /// How many blocks the parser is inside (`ScriptNesting.maxBlockDepth`).
    var blockDepth = 0
    var original: OriginalTest?
    var declaredDifference: DeclaredDifference?
    var exploreLine: Int?

    mutating func statement(_ cursor: inout TokenCursor) throws(Diagnostic) {
      let keyword = try cursor.word(
        expecting: "a statement (\(ScenarioParser.keywords.joined(separator: ", ")))")
      switch keyword.text {
      case "title":
        let text = try cursor.next(expecting: "a title in double quotes")
        guard text.kind == .string else { throw cursor.error(at: text, "expected a title in double quotes") }
        title = text.text
      case "explore":
        try cursor.keyword("orders")
        guard exploreLine == nil else { throw cursor.error(at: keyword, "'explore orders' is already given") }
        exploreLine = keyword.line
      case "original":
        guard original == nil else { throw cursor.error(at: keyword, "the original test is already named") }
        // A test may be qualified by its class (`POPSpringAnimationTests.testCompletion`)
        // where two classes of the suite have tests of the same name.
        var name = try cursor.word(expecting: "the original test's name").text
        while cursor.peek?.text == "." {
          cursor.advance()
          name += "." + (try cursor.word(expecting: "the test's name after its class")).text
        }
        let link = try cursor.next(expecting: "a link to the original test in double quotes")
        guard link.kind == .string, link.text.hasPrefix("https://"), !link.text.contains(" ") else {
          throw cursor.error(at: link, "expected an https:// link to the original test in double quotes")
        }
        original = OriginalTest(name: name, link: link.text, line: keyword.line)
      case "differs":
        guard declaredDifference == nil else {
          throw cursor.error(at: keyword, "the difference is already declared")
        }
        let reason = try cursor.next(expecting: "the reason in double quotes")
        guard reason.kind == .string, !reason.text.isEmpty else {
          throw cursor.error(at: reason, "expected the reason the replica differs, in double quotes")
        }
        declaredDifference = DeclaredDifference(reason: reason.text, line: keyword.line)
      case "hud", "replica":
        try replicaStatement(&cursor, keyword, makesStage: keyword.text == "hud")
        classes = replica?.catalog.scriptClasses ?? classes
      case "param":
        try parameterStatement(&cursor)
      case "set":
        let names = try requireStage(keyword, "set and check values inside 'at … { }'")
        settings += try assignments(&cursor, names)
      case "at":
        let names = try requireStage(keyword, "'at' takes a block: 'at TIME {' … '}'")
        let time = try timeExpression(&cursor)
        try rejectNegative(time)
        let (label, statements) = try shortAction(&cursor, names)
        guard actions.count < ScenarioParser.maxActions else {
          throw cursor.error(at: keyword, "more than \(ScenarioParser.maxActions) actions")
        }
        actions.append(
          ScenarioAction(
            time: time, label: label, block: ScriptBlock(statements: statements, line: keyword.line),
            line: keyword.line))
      case "drag":
        _ = try requireReplica(keyword)
        try cursor.keyword("from")
        let from = try timeExpression(&cursor)
        try cursor.keyword("to")
        let to = try timeExpression(&cursor)
        try rejectNegative(from)
        drags.append(ScenarioDrag(from: from, to: to, line: keyword.line))
      case "run":
        try cursor.keyword("until")
        let time = try timeExpression(&cursor)
        try rejectNegative(time)
        guard until == nil else { throw cursor.error(at: keyword, "the run's end is already set") }
        until = time
      case "observe":
        let stage = try requireStage(keyword, "set and check values inside 'at … { }'").stage
        var names = observed ?? []
        repeat {
          let name = try cursor.word(expecting: "an observable")
          guard observable(name.text, of: stage) != nil else {
            throw Diagnostic.unknownInScript(
              "\(try requireReplica(keyword).name) observable", name.text, among: stage.observables,
              at: name.line, name.column)
          }
          names.append(name.text)
        } while cursor.skip(",")
        observed = names
      case "expect":
        let catalog = try requireReplica(keyword)
        expectations.append(try expectation(&cursor, catalog, keyword))
      default:
        throw Diagnostic.unknownInScript(
          "statement", keyword.text, among: ScenarioParser.keywords, at: keyword.line, keyword.column)
      }
    }

    func finish(lastLine: Int) throws(Diagnostic) -> Scenario {
      guard let replica else {
        throw Diagnostic(
          line: lastLine, column: 1,
          message: "no 'hud' line: say which replica to run, e.g. 'hud MBProgressHUD 1.2.0'")
      }
      return Scenario(
        title: title, replica: replica, parameters: parameters, settings: settings, actions: actions,
        drags: drags, until: until, expectations: expectations, observed: observed, checks: checks,
        watches: watches,
        original: original, declaredDifference: declaredDifference, exploreLine: exploreLine)
    }

    // MARK: hud

    /// `hud NAME EDITION` (`makesStage`) or `replica NAME EDITION`.
    mutating func replicaStatement(_ cursor: inout TokenCursor, _ keyword: ScenarioToken, makesStage: Bool)
      throws(Diagnostic)
    {
      guard replica == nil else {
        throw cursor.error(at: keyword, "the replica is already chosen on line \(replicaLine)")
      }
      let name = try cursor.word(expecting: "a replica name")
      let candidates = replicas.filter { $0.name == name.text }
      guard let first = candidates.first else {
        throw Diagnostic.unknownInScript(
          "replica", name.text, among: replicas.map { $0.name }, at: name.line, name.column)
      }
      if let remedy = first.inventory.missing {
        throw Diagnostic(
          line: name.line, column: name.column,
          message:
            "replica '\(name.text)' has no inventory entry for its trace name '\(first.traceName)': \(remedy)"
        )
      }
      var editions: [(ReplicaCatalog, ReplicaEdition)] = []
      for catalog in candidates {
        for edition in catalog.editions { editions.append((catalog, edition)) }
      }
      if cursor.atEnd, first.editionIsOptional, let only = editions.first {
        replica = ReplicaChoice(catalog: only.0, edition: only.1, stage: makesStage ? only.0.stage : nil)
      } else {
        var prompt = "a \(first.editionKind):"
        for (index, (_, edition)) in editions.enumerated() {
          prompt += (index == 0 ? " " : index == editions.count - 1 ? " or " : ", ") + edition.word
          if let note = edition.note { prompt += " (\(note))" }
        }
        let word = try cursor.next(expecting: prompt)
        guard let chosen = editions.first(where: { $0.1.word == word.text }) else {
          throw Diagnostic.unknownInScript(
            "\(first.name) \(first.editionKind)", word.text, among: editions.map { $0.1.word }, at: word.line,
            word.column)
        }
        replica = ReplicaChoice(
          catalog: chosen.0, edition: chosen.1, stage: makesStage ? chosen.0.stage : nil)
      }
      replicaLine = keyword.line
    }

    func requireReplica(_ keyword: ScenarioToken) throws(Diagnostic) -> ReplicaCatalog {
      guard let replica else {
        throw Diagnostic(
          line: keyword.line, column: keyword.column,
          message: "'\(keyword.text)' before the 'hud' line: say which replica to run first")
      }
      return replica.catalog
    }

    // MARK: param and set

    mutating func parameterStatement(_ cursor: inout TokenCursor) throws(Diagnostic) {
      let name = try cursor.word(expecting: "a parameter name")
      guard !parameters.contains(where: { $0.name == name.text }) else {
        throw cursor.error(at: name, "parameter '\(name.text)' is already declared")
      }
      try cursor.symbol("=")
      let value = try literalTime(&cursor)
      var unit = ParameterUnit.seconds
      if let word = cursor.peek?.text, let named = ParameterUnit(rawValue: word), named.isNumber {
        cursor.advance()
        unit = named
      }
      var range: ClosedRange<VirtualDuration>?
      if cursor.peek?.text == "from" {
        cursor.advance()
        let low = try literalTime(&cursor)
        try cursor.keyword("to")
        let highToken = cursor.peek
        let high = try literalTime(&cursor)
        guard low <= value, value <= high, let highToken else {
          throw Diagnostic(
            line: name.line, column: name.column,
            message: "the value of '\(name.text)' must lie within its range")
        }
        guard low < high else { throw cursor.error(at: highToken, "the range must not be empty") }
        range = low...high
      }
      parameters.append(
        ScenarioParameter(name: name.text, value: value, range: range, line: name.line, unit: unit))
    }

    /// `text` as a parameter's value alone (`--set task=0.9`).
    func literalTime(in text: String) throws(Diagnostic) -> VirtualDuration {
      let source = try SourceText.checked(text)
      var cursor = TokenCursor(line: try ScenarioLexer.valueLine(source, number: 1))
      let value = try literalTime(&cursor)
      try cursor.expectEnd()
      return value
    }

    /// A literal, non-negative time (parameters' defaults and ranges).
    func literalTime(_ cursor: inout TokenCursor) throws(Diagnostic) -> VirtualDuration {
      let token = try cursor.next(expecting: "a time in seconds")
      guard token.kind == .number else { throw cursor.error(at: token, "expected a time in seconds") }
      return try ScenarioValues.duration(token)
    }

    /// `term ((+|-) term)*`, a term being a literal time or a parameter.
    func timeExpression(_ cursor: inout TokenCursor) throws(Diagnostic) -> TimeExpression {
      try timeExpression(startingAt: try cursor.next(expecting: "a time in seconds"), &cursor)
    }

    /// The same, when its first token is already read.
    func timeExpression(startingAt first: ScenarioToken, _ cursor: inout TokenCursor) throws(Diagnostic)
      -> TimeExpression
    {
      var terms: [(negated: Bool, term: TimeExpression.Term)] = []
      var negated = false
      var token = first
      if first.text == "-" {
        negated = true
        token = try cursor.next(expecting: "a time in seconds")
      }
      while true {
        terms.append((negated, try term(token)))
        guard let next = cursor.peek, next.kind == .symbol, next.text == "+" || next.text == "-" else {
          break
        }
        cursor.advance()
        negated = next.text == "-"
        token = try cursor.next(expecting: "a time after '\(next.text)'")
      }
      return TimeExpression(terms: terms, line: first.line, column: first.column)
    }

    func term(_ token: ScenarioToken) throws(Diagnostic) -> TimeExpression.Term {
      switch token.kind {
      case .number:
        return .literal(try ScenarioValues.duration(token))
      case .word:
        guard parameters.contains(where: { $0.name == token.text }) else {
          let names = parameters.map { $0.name }
          if names.isEmpty {
            throw Diagnostic(
              line: token.line, column: token.column,
              message:
                "expected a time, not '\(token.text)' (declare it first with 'param \(token.text) = …')")
          }
          throw Diagnostic.unknownInScript(
            "parameter", token.text, among: names, at: token.line, token.column)
        }
        if let parameter = parameters.first(where: { $0.name == token.text }), parameter.unit.isNumber {
          throw Diagnostic(
            line: token.line, column: token.column,
            message: "'\(token.text)' is a "
              + (parameter.unit == .points ? "distance in points" : "number") + ", not a time")
        }
        return .parameter(token.text)
      default:
        throw Diagnostic(
          line: token.line, column: token.column, message: "expected a time, not '\(token.text)'")
      }
    }

    func rejectNegative(_ time: TimeExpression) throws(Diagnostic) {
      var literalOnly = true
      for (_, term) in time.terms {
        if case .parameter = term { literalOnly = false }
      }
      guard literalOnly, try time.evaluate([:]) < .zero else { return }
      throw Diagnostic(line: time.line, column: time.column, message: "a time must not be negative")
    }

    // MARK: expect

    mutating func expectation(
      _ cursor: inout TokenCursor, _ catalog: ReplicaCatalog, _ keyword: ScenarioToken
    )
      throws(Diagnostic) -> ScenarioExpectation
    {
      let text = cursor.remainingText
      if startsCondition(cursor) {
        let claim = try watchClaim(&cursor, negated: false, when: nil)
        return ScenarioExpectation(claim: claim, text: text, line: keyword.line)
      }
      let first = try cursor.word(expecting: "what to expect")
      let claim: ScenarioExpectation.Claim
      switch first.text {
      case "timer":
        claim = try timerClaim(&cursor, catalog)
      case "order":
        claim = try orderClaim(&cursor, catalog)
      case "notification":
        claim = try notificationClaim(&cursor, catalog)
      case "animation":
        claim = try animationClaim(&cursor)
      case "never":
        if startsCondition(cursor) {
          claim = try watchClaim(&cursor, negated: false, when: .never)
          break
        }
        let name = try cursor.word(expecting: "an observable or method")
        if cursor.peek?.text == "called" {
          cursor.advance()
          try checkMethod(name, catalog)
          claim = .callCount(method: name.text, count: 0, by: nil)
        } else {
          let negated = name.text == "not"
          if negated, startsCondition(cursor) {
            claim = try watchClaim(&cursor, negated: true, when: .never)
            break
          }
          let observable = negated ? try cursor.word(expecting: "an observable") : name
          claim = try observableClaim(&cursor, observable, catalog, negated: negated, when: .never)
        }
      case "not":
        if startsCondition(cursor) {
          claim = try watchClaim(&cursor, negated: true, when: nil)
          break
        }
        let observable = try cursor.word(expecting: "an observable")
        claim = try observableClaim(&cursor, observable, catalog, negated: true, when: nil)
      default:
        if cursor.peek?.text == "called" || cursor.peek?.text == "never" {
          claim = try callClaim(&cursor, first, catalog)
        } else {
          claim = try observableClaim(&cursor, first, catalog, negated: false, when: nil)
        }
      }
      return ScenarioExpectation(claim: claim, text: text, line: keyword.line)
    }

    /// An observable's condition (`alpha > 0.5 at 1`), or one observable
    /// compared with another (`alpha < scale at 0.3`), which is watched as
    /// a condition over the stage.
    mutating func observableClaim(
      _ cursor: inout TokenCursor, _ name: ScenarioToken, _ catalog: ReplicaCatalog, negated: Bool,
      when fixed: ScenarioExpectation.When?
    ) throws(Diagnostic) -> ScenarioExpectation.Claim {
      if let comparison = try observableComparison(&cursor, name) {
        try watch(comparison.expression, named: comparison.text)
        return .observable(
          name: comparison.text, condition: .init(comparison: nil, value: 0, negated: negated),
          when: try resolvedWhen(fixed, &cursor))
      }
      let condition = try self.condition(&cursor, name, catalog, negated: negated)
      return .observable(name: name.text, condition: condition, when: try resolvedWhen(fixed, &cursor))
    }

    func condition(
      _ cursor: inout TokenCursor, _ name: ScenarioToken, _ catalog: ReplicaCatalog, negated: Bool
    ) throws(Diagnostic) -> ScenarioExpectation.Condition {
      let stage = try requireStage(
        name, "states values with 'check' inside 'at … { }', not 'expect \(name.text)'", statement: "expect"
      ).stage
      guard let member = observable(name.text, of: stage) else {
        throw Diagnostic.unknownInScript(
          "observable or method", name.text, among: stage.observables + catalog.methods,
          at: name.line, name.column)
      }
      let observable = ObservableKind(name: name.text, type: member.type)
      guard let symbol = cursor.peek, symbol.kind == .symbol,
        let comparison = ScenarioExpectation.Condition.Comparison(rawValue: symbol.text)
      else {
        guard observable.isBool else {
          if observable.isText {
            throw cursor.errorAtEnd(
              "'\(observable.name)' is a text: compare it, e.g. '\(observable.name) = \"…\"'")
          }
          if let word = observable.words.first {
            throw cursor.errorAtEnd(
              "'\(observable.name)' is a word: compare it, e.g. '\(observable.name) = \(word)'")
          }
          throw cursor.errorAtEnd(
            "'\(observable.name)' is a number: compare it, e.g. '\(observable.name) > 0.5'")
        }
        return ScenarioExpectation.Condition(comparison: nil, value: 0, negated: negated)
      }
      cursor.advance()
      var valueToken = try cursor.next(expecting: "a value to compare with")
      if observable.isText {
        guard comparison == .equal || comparison == .notEqual else {
          throw cursor.error(at: symbol, "'\(observable.name)' is a text: compare it with '=' or '!='")
        }
        guard valueToken.kind == .string else {
          throw cursor.error(
            at: valueToken, "expected a string in double quotes to compare '\(observable.name)' with")
        }
        var condition = ScenarioExpectation.Condition(comparison: comparison, value: 0, negated: negated)
        condition.word = valueToken.text
        return condition
      }
      if !observable.words.isEmpty {
        guard comparison == .equal || comparison == .notEqual else {
          throw cursor.error(at: symbol, "'\(observable.name)' is a word: compare it with '=' or '!='")
        }
        guard observable.words.contains(valueToken.text) else {
          throw Diagnostic.unknownInScript(
            "value of '\(observable.name)'", valueToken.text, among: observable.words, at: valueToken.line,
            valueToken.column)
        }
        var condition = ScenarioExpectation.Condition(comparison: comparison, value: 0, negated: negated)
        condition.word = valueToken.text
        return condition
      }
      let negative = valueToken.text == "-"
      if negative { valueToken = try cursor.next(expecting: "a number after '-'") }
      let value: Double
      switch valueToken.text {
      case "true" where !negative: value = 1
      case "false" where !negative: value = 0
      default:
        guard valueToken.kind == .number else {
          throw cursor.error(at: valueToken, "expected a number to compare with, not '\(valueToken.text)'")
        }
        value = try ScenarioValues.number(valueToken)
      }
      var condition = ScenarioExpectation.Condition(
        comparison: comparison, value: negative ? -value : value, negated: negated)
      if let within = cursor.peek, within.text == "within" {
        guard comparison == .equal || comparison == .notEqual else {
          throw cursor.error(at: within, "'within' goes with '=' or '!=', not '\(comparison.rawValue)'")
        }
        cursor.advance()
        let toleranceToken = try cursor.next(expecting: "a tolerance after 'within'")
        guard toleranceToken.kind == .number else {
          throw cursor.error(
            at: toleranceToken, "expected a tolerance after 'within', not '\(toleranceToken.text)'")
        }
        condition.tolerance = try ScenarioValues.number(toleranceToken)
      }
      return condition
    }

    func when(_ cursor: inout TokenCursor) throws(Diagnostic) -> ScenarioExpectation.When {
      let word = try cursor.word(expecting: "when: 'at', 'by' or 'from'")
      switch word.text {
      case "at":
        if cursor.peek?.text == "end" {
          cursor.advance()
          return .atEnd
        }
        return .at(try timeExpression(&cursor))
      case "by":
        return .by(try timeExpression(&cursor))
      case "from":
        let from = try timeExpression(&cursor)
        try cursor.keyword("to")
        return .during(from, try timeExpression(&cursor))
      default:
        throw Diagnostic.unknownInScript(
          "time clause", word.text, among: ["at", "by", "from"], at: word.line, word.column)
      }
    }

    func checkMethod(_ name: ScenarioToken, _ catalog: ReplicaCatalog) throws(Diagnostic) {
      guard catalog.methods.contains(name.text) else {
        throw Diagnostic.unknownInScript(
          "\(catalog.name) method", name.text, among: catalog.methods, at: name.line, name.column)
      }
    }

    func callClaim(_ cursor: inout TokenCursor, _ method: ScenarioToken, _ catalog: ReplicaCatalog)
      throws(Diagnostic) -> ScenarioExpectation.Claim
    {
      try checkMethod(method, catalog)
      if cursor.peek?.text == "never" {
        cursor.advance()
        try cursor.keyword("called")
        return .callCount(method: method.text, count: 0, by: nil)
      }
      try cursor.keyword("called")
      let next = try cursor.next(expecting: "how often ('once', '2 times') or 'at' a time")
      if next.text == "at" {
        let time = try timeExpression(&cursor)
        var tolerance: TimeExpression?
        if cursor.peek?.text == "within" {
          cursor.advance()
          tolerance = try timeExpression(&cursor)
        }
        return .calledAt(method: method.text, time: time, within: tolerance)
      }
      let count = try self.count(after: next, &cursor, orAt: true)
      return .callCount(method: method.text, count: count, by: try optionalBy(&cursor))
    }

    /// `once`, `twice` or `N times`.
    func count(_ cursor: inout TokenCursor) throws(Diagnostic) -> Int {
      try count(
        after: try cursor.next(expecting: "how often ('once', 'twice', '3 times')"), &cursor, orAt: false)
    }

    func count(after next: ScenarioToken, _ cursor: inout TokenCursor, orAt: Bool) throws(Diagnostic) -> Int {
      switch next.text {
      case "once": return 1
      case "twice": return 2
      default:
        guard next.kind == .number, let number = Int(next.text) else {
          throw cursor.error(
            at: next,
            "expected how often ('once', 'twice', '3 times')\(orAt ? " or 'at'" : ""), not '\(next.text)'")
        }
        let unit = try cursor.word(expecting: "'times'")
        guard unit.text == "times" || unit.text == "time" else {
          throw cursor.error(at: unit, "expected 'times'")
        }
        return number
      }
    }

    /// `by TIME`, if it comes next.
    func optionalBy(_ cursor: inout TokenCursor) throws(Diagnostic) -> TimeExpression? {
      guard cursor.peek?.text == "by" else { return nil }
      cursor.advance()
      return try timeExpression(&cursor)
    }

    /// `order ITEM, ITEM…`, an item being `method` or `object.method`.
    func orderClaim(_ cursor: inout TokenCursor, _ catalog: ReplicaCatalog) throws(Diagnostic)
      -> ScenarioExpectation.Claim
    {
      var items: [(object: String?, method: String)] = []
      repeat {
        var name = try cursor.word(expecting: "a method, or an object and a method ('hud.done')")
        var object: String?
        if cursor.skip(".") {
          let objects = Array(variables.keys).sorted() + catalog.traceNames
          guard objects.contains(name.text) else {
            throw Diagnostic.unknownInScript("object", name.text, among: objects, at: name.line, name.column)
          }
          object = name.text
          name = try cursor.word(expecting: "a method")
        }
        try checkMethod(name, catalog)
        items.append((object, name.text))
      } while cursor.skip(",")
      guard items.count >= 2 else {
        throw cursor.errorAtEnd("an order needs two calls or more, separated by ','")
      }
      return .order(items)
    }

    /// `notification NAME [object "TEXT"] (posted at TIME | posted N times
    /// [by TIME] | never posted)`.
    func notificationClaim(_ cursor: inout TokenCursor, _ catalog: ReplicaCatalog) throws(Diagnostic)
      -> ScenarioExpectation.Claim
    {
      let name = try cursor.word(expecting: "a notification name")
      guard catalog.inventory.notifications.contains(name.text) else {
        throw Diagnostic.unknownInScript(
          "\(catalog.name) notification", name.text, among: catalog.inventory.notifications, at: name.line,
          name.column)
      }
      var object: String?
      if cursor.peek?.text == "object" {
        cursor.advance()
        let text = try cursor.next(expecting: "the object's name in double quotes")
        guard text.kind == .string else {
          throw cursor.error(at: text, "expected the object's name in double quotes")
        }
        object = text.text
      }
      if cursor.peek?.text == "never" {
        cursor.advance()
        try cursor.keyword("posted")
        return .notification(name: name.text, object: object, count: 0, time: nil)
      }
      try cursor.keyword("posted")
      let next = try cursor.next(expecting: "'at' a time, or how often ('once', '2 times')")
      if next.text == "at" {
        return .notification(name: name.text, object: object, count: nil, time: try timeExpression(&cursor))
      }
      let count = try self.count(after: next, &cursor, orAt: true)
      return .notification(name: name.text, object: object, count: count, time: try optionalBy(&cursor))
    }

    /// `animation KEY (finished|interrupted) (once|twice|N times) [by TIME]`.
    func animationClaim(_ cursor: inout TokenCursor) throws(Diagnostic) -> ScenarioExpectation.Claim {
      let key = try cursor.word(expecting: "a layer key: opacity or transform")
      guard ["opacity", "transform"].contains(key.text) else {
        throw Diagnostic.unknownInScript(
          "animation key", key.text, among: ["opacity", "transform"], at: key.line, key.column)
      }
      let outcome = try cursor.word(expecting: "'finished' or 'interrupted'")
      guard outcome.text == "finished" || outcome.text == "interrupted" else {
        throw Diagnostic.unknownInScript(
          "animation outcome", outcome.text, among: ["finished", "interrupted"], at: outcome.line,
          outcome.column)
      }
      let count = try self.count(&cursor)
      return .animation(
        key: key.text, finished: outcome.text == "finished", count: count, by: try optionalBy(&cursor))
    }

    func timerClaim(_ cursor: inout TokenCursor, _ catalog: ReplicaCatalog) throws(Diagnostic)
      -> ScenarioExpectation.Claim
    {
      let name = try cursor.word(expecting: "a timer name")
      guard catalog.timers.contains(name.text) else {
        throw Diagnostic.unknownInScript(
          "\(catalog.name) timer", name.text, among: catalog.timers, at: name.line, name.column)
      }
      let verb = try cursor.word(expecting: "'fired', 'invalidated', 'pending' or 'never fired'")
      switch verb.text {
      case "fired":
        guard cursor.peek?.text == "at" else {
          let count = try self.count(&cursor)
          return .timer(name: name.text, event: .firedTimes(count), time: try optionalBy(&cursor))
        }
        cursor.advance()
        return .timer(name: name.text, event: .fired, time: try timeExpression(&cursor))
      case "pending":
        try cursor.keyword("at")
        return .timer(name: name.text, event: .pending(true), time: try timeExpression(&cursor))
      case "not":
        try cursor.keyword("pending")
        try cursor.keyword("at")
        return .timer(name: name.text, event: .pending(false), time: try timeExpression(&cursor))
      case "invalidated":
        try cursor.keyword("at")
        return .timer(name: name.text, event: .invalidated, time: try timeExpression(&cursor))
      case "never":
        try cursor.keyword("fired")
        return .timer(name: name.text, event: .neverFired, time: nil)
      default:
        throw Diagnostic.unknownInScript(
          "timer event", verb.text, among: ["fired", "invalidated", "pending", "not", "never"], at: verb.line,
          verb.column)
      }
    }
  }
}
