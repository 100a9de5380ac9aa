import Diagnostics
import ScenarioCatalog

/// Blocks of statements at a time, with the originals' API as Swift-like
/// calls and checks between them.
/// The builder parses them line by line; a line that ends in `{` opens a
/// block that a line holding only `}` closes.
extension ScenarioParser.Builder {
  static let blockKeywords = ["let", "var", "check", "if", "return", "after", "on", "task", "background"]

  /// `at TIME {` … `}` at the top level.
  mutating func timedBlock(
    _ cursor: inout TokenCursor, _ lines: [ScenarioLexer.Line], _ index: inout Int
  ) throws(Diagnostic) {
    let keyword = try cursor.word(expecting: "'at'")
    let time = try timeExpression(&cursor)
    try rejectNegative(time)
    let body = try block(lines, &index, openedBy: try opening(&cursor))
    guard actions.count < ScenarioParser.maxActions else {
      throw cursor.error(at: keyword, "more than \(ScenarioParser.maxActions) actions")
    }
    actions.append(ScenarioAction(time: time, label: "script", block: body, line: keyword.line))
  }

  /// The statements up to the `}` that closes the block `brace` opens, no
  /// deeper than `ScriptNesting.maxBlockDepth` blocks.
  mutating func block(_ lines: [ScenarioLexer.Line], _ index: inout Int, openedBy brace: ScenarioToken)
    throws(Diagnostic)
    -> ScriptBlock
  {
    try block(lines, &index, openedBy: brace, allowingElse: false).block
  }

  /// The statements up to the `}` that closes the block, or (for an `if`'s
  /// first block) up to a line `} else {`, which `opensElse` reports.
  mutating func block(
    _ lines: [ScenarioLexer.Line], _ index: inout Int, openedBy brace: ScenarioToken, allowingElse: Bool
  ) throws(Diagnostic) -> (block: ScriptBlock, opensElse: Bool) {
    guard blockDepth < ScriptNesting.maxBlockDepth else {
      throw Diagnostic(
        line: brace.line, column: brace.column,
        message: "nesting deeper than \(ScriptNesting.maxBlockDepth) blocks")
    }
    blockDepth += 1
    defer { blockDepth -= 1 }
    var statements: [ScriptStatement] = []
    while index < lines.count {
      let current = lines[index]
      index += 1
      if current.tokens.count == 1, current.tokens[0].text == "}" {
        return (ScriptBlock(statements: statements, line: brace.line), false)
      }
      if allowingElse, current.tokens.map({ $0.text }) == ["}", "else", "{"] {
        return (ScriptBlock(statements: statements, line: brace.line), true)
      }
      recovering(lines, &index, after: current) { (builder, index) throws(Diagnostic) in
        var cursor = TokenCursor(line: current)
        statements.append(try builder.statement(&cursor, lines, &index))
      }
    }
    throw Diagnostic(
      line: brace.line, column: 1, message: "the block opened on line \(brace.line) is never closed with '}'")
  }

  mutating func statement(_ cursor: inout TokenCursor, _ lines: [ScenarioLexer.Line], _ index: inout Int)
    throws(Diagnostic) -> ScriptStatement
  {
    guard let first = cursor.peek else { throw cursor.errorAtEnd("expected a statement") }
    switch first.kind == .word ? first.text : "" {
    case "var":
      return try variableDeclaration(&cursor, lines, &index)
    case "if":
      return try conditional(&cursor, lines, &index, at: first)
    case "return":
      return try returnStatement(&cursor, at: first)
    case "let":
      cursor.advance()
      let name = try cursor.word(expecting: "a name")
      guard variables[name.text] == nil, name.text != "root", name.text != "stage" || replica?.stage == nil
      else {
        throw cursor.error(at: name, "'\(name.text)' is already declared")
      }
      try cursor.symbol("=")
      let start = cursor.peek
      var (value, type) = try expression(&cursor, expected: nil)
      value = try trailingBlock(value, &cursor, lines, &index)
      guard type != .void, type != .null else {
        throw Diagnostic(
          line: start?.line ?? name.line, column: start?.column ?? name.column,
          message: "'let' needs a value, and this is \(type == .void ? "a call that returns nothing" : "nil")"
        )
      }
      try cursor.expectEnd()
      variables[name.text] = type
      return .declare(name.text, value)
    case "check":
      cursor.advance()
      let text = cursor.remainingText
      if cursor.peek?.text == "throws" {
        cursor.advance()
        let start = cursor.peek
        var inner = cursor
        let (call, _) = try expression(&inner, expected: nil)
        let statement: ScriptStatement
        if case .property = call, inner.peek?.text == "=" {
          statement = try self.statement(&cursor, lines, &index)
          guard case .assign = statement else {
            throw Diagnostic(
              line: start?.line ?? first.line, column: start?.column ?? first.column,
              message: "'check throws' needs a call or an assignment of a value, whose exception it catches")
          }
        } else {
          guard case .call = call else {
            throw Diagnostic(
              line: start?.line ?? first.line, column: start?.column ?? first.column,
              message: "'check throws' needs a call or an assignment, whose exception it catches")
          }
          cursor = inner
          try cursor.expectEnd()
          statement = .evaluate(call)
        }
        checks.append(ScriptCheck(text: text, line: first.line))
        return .checkThrows(ScriptBlock(statements: [statement], line: first.line), checks.count - 1)
      }
      let start = cursor.peek
      var (condition, type) = try expression(&cursor, expected: .bool)
      if let within = cursor.peek, within.text == "within" {
        condition = try tolerance(condition, &cursor, at: within)
      }
      guard type == .bool else {
        throw Diagnostic(
          line: first.line, column: start?.column ?? first.column,
          message: "a check needs a condition, not \(type.name)")
      }
      try cursor.expectEnd()
      checks.append(ScriptCheck(text: text, line: first.line))
      return .check(condition, checks.count - 1)
    case "after":
      cursor.advance()
      let delay = try timeExpression(&cursor)
      try rejectNegative(delay)
      return .after(delay, try detachedBlock(lines, &index, openedBy: try opening(&cursor)))
    case "task":
      cursor.advance()
      let duration = try timeExpression(&cursor)
      try rejectNegative(duration)
      return .task(duration, try detachedBlock(lines, &index, openedBy: try opening(&cursor)))
    case "background":
      cursor.advance()
      return .background(try detachedBlock(lines, &index, openedBy: try opening(&cursor)))
    case "on":
      cursor.advance()
      let (receiver, type) = try postfix(&cursor, expected: nil, stopBeforeLastMember: true)
      try cursor.symbol(".")
      let name = try cursor.word(expecting: "a delegate callback")
      guard case .object(let className) = type,
        let member = classes.member(name.text, of: className), member.kind == .callback
      else {
        throw unknownMember(name, of: type, kind: "callback")
      }
      return .on(receiver, member, try detachedBlock(lines, &index, openedBy: try opening(&cursor)))
    default:
      break
    }
    var (target, type) = try postfix(&cursor, expected: nil, stopBeforeLastMember: false)
    if case .variable(let name) = target, cursor.peek?.text == "=" {
      return try variableAssignment(name, type, &cursor, lines, &index, at: first)
    }
    target = try trailingBlock(target, &cursor, lines, &index)
    guard cursor.skip("=") else {
      guard case .call = target else {
        throw Diagnostic(
          line: first.line, column: first.column,
          message:
            "a statement is a call, an assignment, or one of: \(Self.blockKeywords.joined(separator: ", "))")
      }
      try cursor.expectEnd()
      return .evaluate(target)
    }
    guard case .property(let receiver, let member) = target, member.set != nil
    else {
      throw Diagnostic(
        line: first.line, column: first.column, message: "only a settable property can be assigned")
    }
    if type == .block, cursor.peek?.text == "{" {
      return .assignBlock(receiver, member, try blockLiteral(member, &cursor, lines, &index))
    }
    let valueStart = cursor.peek
    var (value, valueType) = try expression(&cursor, expected: type)
    value = try trailingBlock(value, &cursor, lines, &index)
    guard type.accepts(valueType, classes: classes) else {
      throw Diagnostic(
        line: first.line, column: valueStart?.column ?? first.column,
        message: "'\(member.name)' takes \(type.name), not \(valueType.name)")
    }
    try member.checkLiteral(value, line: first.line, column: valueStart?.column ?? first.column)
    try cursor.expectEnd()
    return .assign(receiver, member, value)
  }

  /// Reads the line just taken (`line`) with `read`; if it does not read,
  /// records why and skips the block the line opens, if it opens one and
  /// `read` did not get into it, so that its lines are not read as
  /// statements of the enclosing block.
  mutating func recovering(
    _ lines: [ScenarioLexer.Line], _ index: inout Int, after line: ScenarioLexer.Line,
    _ read: (inout Self, inout Int) throws(Diagnostic) -> Void
  ) {
    let next = index
    do throws(Diagnostic) {
      try read(&self, &index)
    } catch {
      problems.append(error)
      guard index == next, line.tokens.last?.text == "{" else { return }
      var depth = 1
      while index < lines.count, depth > 0 {
        let tokens = lines[index].tokens
        index += 1
        if tokens.count == 1, tokens[0].text == "}" {
          depth -= 1
        } else if tokens.last?.text == "{" {
          depth += 1
        }
      }
    }
  }

  /// A block property's value, `{` … `}`, which may name the arguments the
  /// block is called with as Swift does (`{ anim, finished in`), all of
  /// them or none; the names are the block's own, gone after its `}`.
  mutating func blockLiteral(
    _ member: ScriptMember, _ cursor: inout TokenCursor, _ lines: [ScenarioLexer.Line], _ index: inout Int
  ) throws(Diagnostic) -> ScriptBlock {
    let brace = try cursor.symbol("{")
    var names: [ScenarioToken] = []
    if !cursor.atEnd {
      repeat {
        names.append(try cursor.word(expecting: "the name of the block's argument"))
      } while cursor.skip(",")
      try cursor.keyword("in")
    }
    try cursor.expectEnd()
    let expected = member.blockParameters
    if !names.isEmpty, names.count != expected.count {
      let list = expected.map { ($0.label ?? "_") + ": " + $0.type.name }.joined(separator: ", ")
      throw cursor.error(
        at: names[0],
        "'\(member.name)' is called with \(expected.count) argument\(expected.count == 1 ? "" : "s")"
          + (expected.isEmpty ? "" : " (\(list))") + ", and this block names \(names.count)")
    }
    for (name, parameter) in zip(names, expected) {
      guard variables[name.text] == nil, name.text != "root", name.text != "stage" else {
        throw cursor.error(at: name, "'\(name.text)' is already declared")
      }
      variables[name.text] = parameter.type
    }
    defer { for name in names { variables[name.text] = nil } }
    blockReturnTypes.append(member.blockReturns)
    defer { blockReturnTypes.removeLast() }
    var body = try block(lines, &index, openedBy: brace)
    body.parameters = names.map { $0.text }
    body.givesValue = member.blockReturns != nil
    return body
  }

  /// `if condition {` … (`} else {` …) `}`. Statements other than the
  /// everyday ones are parsed by functions of their own, so that
  /// `statement`, which recurses through nested blocks, keeps a small
  /// frame.
  mutating func conditional(
    _ cursor: inout TokenCursor, _ lines: [ScenarioLexer.Line], _ index: inout Int, at first: ScenarioToken
  ) throws(Diagnostic) -> ScriptStatement {
    cursor.advance()
    let start = cursor.peek
    let (condition, type) = try expression(&cursor, expected: .bool)
    guard type == .bool else {
      throw Diagnostic(
        line: first.line, column: start?.column ?? first.column,
        message: "'if' needs a condition, not \(type.name)")
    }
    let brace = try opening(&cursor)
    let (then, opensElse) = try block(lines, &index, openedBy: brace, allowingElse: true)
    guard opensElse else { return .conditional(condition, then, nil) }
    let (otherwise, _) = try block(lines, &index, openedBy: brace, allowingElse: false)
    return .conditional(condition, then, otherwise)
  }

  /// `return value`, in a block the replica wants a value from.
  mutating func returnStatement(_ cursor: inout TokenCursor, at first: ScenarioToken) throws(Diagnostic)
    -> ScriptStatement
  {
    cursor.advance()
    guard let expected = blockReturnTypes.last, let returnType = expected else {
      throw cursor.error(
        at: first, "'return' gives a value back from a block the replica calls for one (a custom animation's)"
      )
    }
    let start = cursor.peek
    let (value, type) = try expression(&cursor, expected: returnType)
    guard returnType.accepts(type, classes: classes) else {
      throw Diagnostic(
        line: first.line, column: start?.column ?? first.column,
        message: "this block gives back \(returnType.name), not \(type.name)")
    }
    try cursor.expectEnd()
    return .returnValue(value)
  }

  /// A block that runs later or elsewhere (`after`, `task`, `on`…): a
  /// `return` inside it cannot give a value back to the block around it.
  mutating func detachedBlock(
    _ lines: [ScenarioLexer.Line], _ index: inout Int, openedBy brace: ScenarioToken
  )
    throws(Diagnostic) -> ScriptBlock
  {
    blockReturnTypes.append(nil)
    defer { blockReturnTypes.removeLast() }
    return try block(lines, &index, openedBy: brace, allowingElse: false).block
  }

  /// A call followed by `{` at the end of its line: the block is the call's
  /// last argument, if the member takes one there (a trailing closure).
  mutating func trailingBlock(
    _ expression: ScriptExpression, _ cursor: inout TokenCursor, _ lines: [ScenarioLexer.Line],
    _ index: inout Int
  ) throws(Diagnostic) -> ScriptExpression {
    guard let brace = cursor.peek, brace.text == "{" else { return expression }
    guard case .call(let receiver, let member, var arguments) = expression,
      member.parameters.last?.type == .block, arguments.last.map({ $0 == nil }) == true
    else {
      throw cursor.error(at: brace, "only a call whose last argument is a block can be followed by one")
    }
    arguments[arguments.count - 1] = .block(try blockLiteral(member, &cursor, lines, &index))
    return .call(receiver, member, arguments)
  }

  /// `var name = value` (or `var name: Class? = nil`): a name whose value
  /// `name = …` may change later, as the tests' `__block` variables do.
  mutating func variableDeclaration(
    _ cursor: inout TokenCursor, _ lines: [ScenarioLexer.Line], _ index: inout Int
  ) throws(Diagnostic) -> ScriptStatement {
    cursor.advance()
    let name = try cursor.word(expecting: "a name")
    guard variables[name.text] == nil, name.text != "root", name.text != "stage" else {
      throw cursor.error(at: name, "'\(name.text)' is already declared")
    }
    var declared: ScriptType?
    if cursor.skip(":") {
      let className = try cursor.word(expecting: "a class name")
      guard classes.named(className.text) != nil else {
        throw Diagnostic.unknownInScript(
          "class", className.text, among: classes.classes.map { $0.name }, at: className.line,
          className.column)
      }
      try cursor.symbol("?")
      declared = .object(className.text)
    }
    try cursor.symbol("=")
    let start = cursor.peek
    var (value, type) = try expression(&cursor, expected: declared)
    value = try trailingBlock(value, &cursor, lines, &index)
    if let declared, !declared.accepts(type, classes: classes) {
      throw Diagnostic(
        line: name.line, column: start?.column ?? name.column,
        message: "'\(name.text)' holds \(declared.name), not \(type.name)")
    }
    guard declared != nil || (type != .void && type != .null) else {
      throw Diagnostic(
        line: name.line, column: start?.column ?? name.column,
        message: "'var' needs a value, or a class for nil: 'var \(name.text): NSObject? = nil'")
    }
    try cursor.expectEnd()
    variables[name.text] = declared ?? (type == .integer ? .number : type)
    mutableVariables.insert(name.text)
    return .declare(name.text, value)
  }

  /// `name = value` for a `var`.
  mutating func variableAssignment(
    _ name: String, _ type: ScriptType, _ cursor: inout TokenCursor, _ lines: [ScenarioLexer.Line],
    _ index: inout Int, at first: ScenarioToken
  ) throws(Diagnostic) -> ScriptStatement {
    guard mutableVariables.contains(name) else {
      throw cursor.error(at: first, "'\(name)' is a 'let'; declare it with 'var' to change it")
    }
    cursor.advance()
    let start = cursor.peek
    var (value, valueType) = try expression(&cursor, expected: type)
    value = try trailingBlock(value, &cursor, lines, &index)
    guard type.accepts(valueType, classes: classes) else {
      throw Diagnostic(
        line: first.line, column: start?.column ?? first.column,
        message: "'\(name)' holds \(type.name), not \(valueType.name)")
    }
    try cursor.expectEnd()
    return .setVariable(name, value)
  }

  /// The `{` that ends a line and opens a block.
  func opening(_ cursor: inout TokenCursor) throws(Diagnostic) -> ScenarioToken {
    let brace = try cursor.symbol("{")
    try cursor.expectEnd()
    return brace
  }

  // MARK: Expressions

  /// `a == b`, `!a`, `a.b.c(…)`: one level of nesting deeper than its
  /// caller.
  func expression(_ cursor: inout TokenCursor, expected: ScriptType?) throws(Diagnostic)
    -> (ScriptExpression, ScriptType)
  {
    let depth = cursor.depth
    defer { cursor.leave(to: depth) }
    if let token = cursor.peek { try cursor.enter(at: token) }
    if let token = cursor.peek, token.text == "!" || token.text == "not" {
      cursor.advance()
      let (operand, type) = try expression(&cursor, expected: .bool)
      guard type == .bool else {
        throw cursor.error(at: token, "'\(token.text)' needs a condition, not \(type.name)")
      }
      return (.not(operand), .bool)
    }
    let start = cursor.peek
    var (left, leftType) = try postfix(&cursor, expected: expected, stopBeforeLastMember: false)
    if Self.startsSum(cursor) { (left, leftType) = try sum(left, leftType, &cursor) }
    if let start { try requireReadable(left, at: start) }
    guard let symbol = cursor.peek, symbol.kind == .symbol,
      let comparison = ScriptComparison(rawValue: symbol.text)
    else { return (left, leftType) }
    cursor.advance()
    let rightStart = cursor.peek
    var (right, rightType) = try postfix(&cursor, expected: leftType, stopBeforeLastMember: false)
    if Self.startsSum(cursor) { (right, rightType) = try sum(right, rightType, &cursor) }
    if let rightStart { try requireReadable(right, at: rightStart) }
    guard leftType.accepts(rightType, classes: classes) || rightType.accepts(leftType, classes: classes)
    else {
      throw cursor.error(at: symbol, "cannot compare \(leftType.name) with \(rightType.name)")
    }
    if comparison != .equal && comparison != .notEqual {
      // A boxed value orders as `NSNumber`'s `compare:` does (an `NSValue`
      // that is not a number raises when the run compares it).
      guard leftType.isNumeric || isBoxedValue(leftType), rightType.isNumeric || isBoxedValue(rightType)
      else {
        throw cursor.error(at: symbol, "'\(symbol.text)' compares numbers, not \(leftType.name)")
      }
    }
    return (.compare(left, comparison, right), .bool)
  }

  /// `[a, b, c]`: numbers, strings or objects of one class; `[]` where a
  /// list is expected.
  func listLiteral(_ cursor: inout TokenCursor, openedBy bracket: ScenarioToken, expected: ScriptType?)
    throws(Diagnostic) -> (ScriptExpression, ScriptType)
  {
    var elements: [ScriptExpression] = []
    var elementType: ScriptType?
    if case .list(let expectedElement)? = expected { elementType = expectedElement.type }
    if !cursor.skip("]") {
      repeat {
        let start = cursor.peek
        let (element, type) = try expression(&cursor, expected: elementType)
        if let known = elementType, !known.accepts(type, classes: classes) {
          throw Diagnostic(
            line: start?.line ?? bracket.line, column: start?.column ?? bracket.column,
            message: "a list holds values of one type: this is \(type.name), the list's are \(known.name)")
        }
        elementType = elementType ?? type
        elements.append(element)
      } while cursor.skip(",")
      try cursor.symbol("]")
    }
    switch elementType {
    case .number?, .integer?, .time?: return (.list(elements), .list(.number))
    case .string?: return (.list(elements), .list(.string))
    case .object(let name)?: return (.list(elements), .list(.object(name)))
    default:
      throw cursor.error(at: bracket, "a list holds numbers, strings or objects")
    }
  }

  /// `list[index]`, from the `[`: a function of its own, so that
  /// `postfix`, which the parentheses recurse through, keeps its frame.
  func subscripted(_ list: ScriptExpression, _ cursor: inout TokenCursor, at bracket: ScenarioToken)
    throws(Diagnostic) -> ScriptExpression
  {
    cursor.advance()
    let start = cursor.peek
    let (index, indexType) = try operand(&cursor, expected: .number)
    guard indexType.isNumeric else {
      throw Diagnostic(
        line: start?.line ?? bracket.line, column: start?.column ?? bracket.column,
        message: "a list's index is a number, not \(indexType.name)")
    }
    try cursor.symbol("]")
    return .index(list, index)
  }

  /// A value, or numbers added and subtracted left to right
  /// (`test.beginTime + 0.3`), as the originals' tests compute times.
  func operand(_ cursor: inout TokenCursor, expected: ScriptType?) throws(Diagnostic) -> (
    ScriptExpression, ScriptType
  ) {
    let (value, type) = try postfix(&cursor, expected: expected, stopBeforeLastMember: false)
    return Self.startsSum(cursor) ? try sum(value, type, &cursor) : (value, type)
  }

  /// Whether a `+` or `-` comes next.
  static func startsSum(_ cursor: TokenCursor) -> Bool {
    guard let sign = cursor.peek, sign.kind == .symbol else { return false }
    return sign.text == "+" || sign.text == "-"
  }

  /// The terms that follow a first value: a function of its own, called
  /// only when there are terms, so that the parentheses' recursion through
  /// `expression` keeps its frames as they were.
  func sum(_ first: ScriptExpression, _ firstType: ScriptType, _ cursor: inout TokenCursor) throws(Diagnostic)
    -> (ScriptExpression, ScriptType)
  {
    var (value, type) = (first, firstType)
    while let sign = cursor.peek, sign.kind == .symbol, sign.text == "+" || sign.text == "-" {
      guard type.isNumeric || isBoxedValue(type) else {
        throw cursor.error(at: sign, "'\(sign.text)' adds numbers, not \(type.name)")
      }
      cursor.advance()
      let termStart = cursor.peek
      let (term, termType) = try postfix(&cursor, expected: .number, stopBeforeLastMember: false)
      guard termType.isNumeric || isBoxedValue(termType) else {
        throw Diagnostic(
          line: termStart?.line ?? sign.line, column: termStart?.column ?? sign.column,
          message: "'\(sign.text)' adds numbers, not \(termType.name)")
      }
      value = .sum(value, term, subtracting: sign.text == "-")
      type = .number
    }
    return (value, type)
  }

  /// An `NSValue` (pop's `toValue`), which orders when it holds a number.
  func isBoxedValue(_ type: ScriptType) -> Bool {
    guard case .object(let name) = type else { return false }
    return classes.isKind(name, of: "NSValue")
  }

  /// A primary followed by member accesses and calls. With
  /// `stopBeforeLastMember`, leaves the last `.name` for the caller (the
  /// callback of `on`). Each member is one level deeper in the tree.
  func postfix(_ cursor: inout TokenCursor, expected: ScriptType?, stopBeforeLastMember: Bool)
    throws(Diagnostic)
    -> (ScriptExpression, ScriptType)
  {
    let depth = cursor.depth
    defer { cursor.leave(to: depth) }
    var (value, type) = try primary(&cursor, expected: expected)
    while let dot = cursor.peek, dot.text == "." || dot.text == "[" {
      if dot.text == "[" {
        guard case .list(let elementType) = type else { break }
        try requireReadable(value, at: dot)
        (value, type) = (try subscripted(value, &cursor, at: dot), elementType.type)
        continue
      }
      if stopBeforeLastMember, !hasMemberAfterNext(cursor) { break }
      try requireReadable(value, at: dot)
      cursor.advance()
      let name = try cursor.word(expecting: "a member name")
      try cursor.enter(at: name)
      if case .list(let elementType) = type {
        let element = elementType.type
        switch name.text {
        case "contains":
          try cursor.symbol("(")
          let (needle, needleType) = try expression(&cursor, expected: element)
          guard element.accepts(needleType, classes: classes) else {
            throw cursor.error(at: name, "this list holds \(element.name), not \(needleType.name)")
          }
          try cursor.symbol(")")
          (value, type) = (.contains(value, needle), .bool)
        case "count":
          (value, type) = (.count(value), .number)
        case "first":
          (value, type) = (.element(value, first: true), element)
        case "last":
          (value, type) = (.element(value, first: false), element)
        case "firstIndex":
          try cursor.symbol("(")
          try cursor.keyword("of")
          try cursor.symbol(":")
          let (needle, needleType) = try expression(&cursor, expected: element)
          guard element.accepts(needleType, classes: classes) else {
            throw cursor.error(at: name, "this list holds \(element.name), not \(needleType.name)")
          }
          try cursor.symbol(")")
          (value, type) = (.firstIndex(value, needle), .number)
        default:
          throw Diagnostic.unknownInScript(
            "list member", name.text, among: ["contains", "count", "first", "last", "firstIndex"],
            at: name.line,
            name.column)
        }
        continue
      }
      guard case .object(let className) = type, let member = classes.member(name.text, of: className) else {
        throw unknownMember(name, of: type, kind: "member")
      }
      switch member.kind {
      case .property:
        (value, type) = (.property(value, member), member.type)
      case .method:
        let arguments = try self.arguments(&cursor, member.parameters, of: name.text)
        var returns = member.type
        if member.returnsClassNamedByArgument, case .literal(.string(let named))? = arguments.first ?? nil {
          guard classes.named(named) != nil else {
            throw Diagnostic.unknownInScript(
              "class", named, among: classes.classes.map { $0.name }, at: name.line, name.column)
          }
          returns = .object(named)
        }
        (value, type) = (.call(value, member, arguments), returns)
      case .classMethod:
        throw cursor.error(at: name, "'\(name.text)' is a class method: call it on the class")
      case .callback:
        throw cursor.error(at: name, "'\(name.text)' is a delegate callback: write 'on …\(name.text) { … }'")
      }
    }
    return (value, type)
  }

  /// A property a script may only set (`ScriptMember.setting`) cannot be
  /// read.
  func requireReadable(_ expression: ScriptExpression, at token: ScenarioToken) throws(Diagnostic) {
    guard case .property(_, let member) = expression, member.get == nil else { return }
    throw cursor(at: token, "'\(member.name)' can only be set, not read")
  }

  private func cursor(at token: ScenarioToken, _ message: String) -> Diagnostic {
    Diagnostic(line: token.line, column: token.column, message: message)
  }

  /// Whether `.name` follows the next `.name` (so the next one is not the
  /// last).
  func hasMemberAfterNext(_ cursor: TokenCursor) -> Bool {
    var look = cursor
    look.advance()
    look.advance()
    return look.peek?.text == "." || look.peek?.text == "("
  }

  func primary(_ cursor: inout TokenCursor, expected: ScriptType?) throws(Diagnostic) -> (
    ScriptExpression, ScriptType
  ) {
    let token = try cursor.next(expecting: "a value")
    switch token.kind {
    case .string:
      return (.literal(.string(token.text)), .string)
    case .number:
      if expected == .time {
        return (.literal(.time(try timeExpression(startingAt: token, &cursor))), .time)
      }
      return (.literal(.number(try ScenarioValues.number(token))), .number)
    case .symbol:
      if token.text == "(" {
        let inner = try expression(&cursor, expected: expected)
        try cursor.symbol(")")
        return inner
      }
      if token.text == "-", let number = cursor.peek, number.kind == .number,
        number.column == token.column + 1
      {
        cursor.advance()
        return (.literal(.number(-(try ScenarioValues.number(number)))), .number)
      }
      if token.text == "[" {
        return try listLiteral(&cursor, openedBy: token, expected: expected)
      }
      if token.text == ".", case .choice(let words) = expected {
        let word = try cursor.word(expecting: "one of " + words.joined(separator: ", "))
        guard words.contains(word.text) else {
          throw Diagnostic.unknownInScript("value", word.text, among: words, at: word.line, word.column)
        }
        return (.literal(.choice(word.text)), .choice([word.text]))
      }
      throw cursor.error(at: token, "expected a value, not '\(token.text)'")
    case .word:
      switch token.text {
      case "true", "YES": return (.literal(.bool(true)), .bool)
      case "false", "NO": return (.literal(.bool(false)), .bool)
      case "nil": return (.literal(.null), .null)
      case "root": return (.root, .object("UIView"))
      case "stage":
        guard let stage = replica?.stage else {
          throw cursor.error(
            at: token, "'stage' is what a 'hud' header makes, and a 'replica' script makes its own objects")
        }
        return (.stage, .object(stage.className))
      default: break
      }
      if let type = variables[token.text] { return (.variable(token.text), type) }
      if parameters.contains(where: { $0.name == token.text }) {
        return (.literal(.time(try timeExpression(startingAt: token, &cursor))), .time)
      }
      if classes.named(token.text) != nil { return try classExpression(token, &cursor) }
      throw Diagnostic.unknownInScript(
        "name", token.text,
        among: Array(variables.keys).sorted() + ["root"] + classes.classes.map { $0.name },
        at: token.line, token.column)
    }
  }

  /// `Class.method(…)` or `Class(…)` (its `init`).
  func classExpression(_ name: ScenarioToken, _ cursor: inout TokenCursor) throws(Diagnostic)
    -> (ScriptExpression, ScriptType)
  {
    let methodName: ScenarioToken
    if cursor.peek?.text == "(" {
      methodName = ScenarioToken(kind: .word, text: "init", line: name.line, column: name.column, length: 0)
    } else {
      try cursor.symbol(".")
      methodName = try cursor.word(expecting: "a class method")
    }
    let overloads =
      classes.named(name.text)?.members.filter {
        $0.name == methodName.text && $0.kind == .classMethod
      } ?? []
    // Overloads (`init(view:)`, `init(frame:)`) differ in their first label.
    var look = cursor
    look.advance()
    let firstLabel = look.followedByColon ? look.peek?.text : nil
    let chosen =
      overloads.count > 1 ? overloads.first { $0.parameters.first?.label == firstLabel } : overloads.first
    if overloads.count > 1, chosen == nil {
      let labels = overloads.compactMap { $0.parameters.first?.label }
      let at = look.peek ?? methodName
      throw Diagnostic.unknownInScript(
        "\(name.text).\(methodName.text) label", firstLabel ?? at.text, among: labels, at: at.line, at.column)
    }
    guard let member = chosen else {
      let names =
        classes.named(name.text)?.members.compactMap { member -> String? in
          member.kind == .classMethod ? member.name : nil
        } ?? []
      throw Diagnostic.unknownInScript(
        "\(name.text) class method", methodName.text, among: names, at: methodName.line, methodName.column)
    }
    let arguments = try self.arguments(&cursor, member.parameters, of: methodName.text)
    return (.call(nil, member, arguments), member.type)
  }

  /// `(first, label: value, …)`, in the parameters' order; optional ones
  /// may be left out.
  func arguments(_ cursor: inout TokenCursor, _ parameters: [ScriptParameter], of name: String)
    throws(Diagnostic)
    -> [ScriptExpression?]
  {
    var values: [ScriptExpression?] = Array(repeating: nil, count: parameters.count)
    // `f { … }`: a trailing block and no other arguments, as Swift writes it.
    if cursor.peek?.text == "{", parameters.last?.type == .block { return values }
    try cursor.symbol("(")
    var position = 0
    while !cursor.skip(")") {
      if position > 0 || values.contains(where: { $0 != nil }) { try cursor.symbol(",") }
      var label: ScenarioToken?
      if let word = cursor.peek, word.kind == .word, cursor.followedByColon {
        label = word
        cursor.advance()
        cursor.advance()
      }
      guard
        let index = parameters.indices.first(where: { $0 >= position && parameters[$0].label == label?.text })
      else {
        let at = label ?? cursor.peek
        let labels = parameters.compactMap { $0.label }
        if let label {
          throw Diagnostic.unknownInScript(
            "\(name) label", label.text, among: labels, at: label.line, label.column)
        }
        throw Diagnostic(
          line: at?.line ?? cursor.line.number, column: at?.column ?? 1,
          message: parameters.isEmpty
            ? "'\(name)' takes no arguments"
            : "'\(name)' needs a label here (\(labels.joined(separator: ", ")))")
      }
      let parameter = parameters[index]
      let start = cursor.peek
      let (value, type) = try expression(&cursor, expected: parameter.type)
      guard parameter.type.accepts(type, classes: classes) else {
        throw Diagnostic(
          line: start?.line ?? cursor.line.number, column: start?.column ?? 1,
          message: "'\(parameter.label ?? name)' takes \(parameter.type.name), not \(type.name)")
      }
      values[index] = value
      position = index + 1
    }
    for (index, parameter) in parameters.enumerated() where values[index] == nil && !parameter.isOptional {
      throw cursor.errorAtEnd("'\(name)' needs \(parameter.label.map { "'\($0)'" } ?? parameter.type.name)")
    }
    return values
  }

  func unknownMember(_ name: ScenarioToken, of type: ScriptType, kind: String) -> Diagnostic {
    guard case .object(let className) = type else {
      return Diagnostic(line: name.line, column: name.column, message: "\(type.name) has no \(kind)s")
    }
    return Diagnostic.unknownInScript(
      "\(className) \(kind)", name.text, among: classes.memberNames(of: className), at: name.line, name.column
    )
  }
}

extension ScriptMember {
  /// Throws, at the value's place, what the member finds wrong with a
  /// literal string assigned to it (`literalProblem`): a block's
  /// assignment and a short line's setting are checked alike.
  func checkLiteral(_ value: ScriptExpression, line: Int, column: Int) throws(Diagnostic) {
    guard let check = literalProblem, case .literal(.string(let text)) = value, let problem = check(text)
    else { return }
    throw Diagnostic(line: line, column: column, message: problem)
  }
}
