import Diagnostics
import ScenarioCatalog

/// The short lines of a `hud` script — `set graceTime = 0.5`, `at 0
/// showAnimated true`, `at 1 task 0.3 then hideAnimated true` — lowered
/// into the statements a block would hold, addressed to the stage, the way
/// Swift's sugar lowers into its core language. A name is looked up on the
/// stage's class first, then on the class of the instance it addresses
/// (`ReplicaStage.addressed`), so each replica is described once, as script
/// classes.
extension ScenarioParser.Builder {
  /// The stage a `hud` header made, with its names; a `replica` script
  /// has none, and `advice` says what it writes instead.
  func requireStage(_ keyword: ScenarioToken, _ advice: String, statement: String? = nil) throws(Diagnostic)
    -> StageNames
  {
    _ = try requireReplica(keyword)
    guard let names = replica?.stageNames else {
      throw Diagnostic(
        line: keyword.line, column: keyword.column,
        message:
          "'\(statement ?? keyword.text)' addresses what a 'hud' header makes, and a 'replica' script "
          + "makes its own objects: \(advice)")
    }
    return names
  }

  /// An observable of the stage, by name.
  func observable(_ name: String, of stage: ReplicaStage) -> ScriptMember? {
    guard stage.observables.contains(name) else { return nil }
    return classes.member(name, of: stage.className)
  }

  // MARK: set

  func assignments(_ cursor: inout TokenCursor, _ names: StageNames) throws(Diagnostic)
    -> [ScenarioSetting]
  {
    let properties = names.settableProperties
    var result: [ScenarioSetting] = []
    repeat {
      let name = try cursor.word(expecting: "a property name")
      guard let (receiver, member) = properties.first(where: { $0.member.name == name.text }) else {
        throw Diagnostic.unknownInScript(
          "\(replica?.catalog.name ?? "") property", name.text,
          among: properties.map { $0.member.name },
          at: name.line, name.column)
      }
      try cursor.symbol("=")
      let valueToken = cursor.peek
      let value = try self.value(&cursor, member.type, for: member.name)
      try member.checkLiteral(
        value, line: valueToken?.line ?? name.line, column: valueToken?.column ?? name.column)
      result.append(
        ScenarioSetting(
          property: member.name, statement: .assign(receiver, member, value), line: name.line,
          column: name.column))
    } while cursor.skip(",")
    return result
  }

  // MARK: at

  /// `COMMAND ARGUMENTS…`, `set …` or `task D then …`: the statements the
  /// line stands for, and the label its input source is traced under.
  func shortAction(_ cursor: inout TokenCursor, _ names: StageNames) throws(Diagnostic)
    -> (label: String, statements: [ScriptStatement])
  {
    let verb = try cursor.word(expecting: "a command, 'set' or 'task'")
    switch verb.text {
    case "set":
      return ("set", try assignments(&cursor, names).map { $0.statement })
    case "task":
      let depth = cursor.depth
      defer { cursor.leave(to: depth) }
      try cursor.enter(at: verb)
      let duration = try timeExpression(&cursor)
      try rejectNegative(duration)
      try cursor.keyword("then")
      let then = try shortAction(&cursor, names)
      return ("task", [.task(duration, ScriptBlock(statements: then.statements, line: verb.line))])
    default:
      let commands = names.commands
      guard let (receiver, member) = commands.first(where: { $0.member.name == verb.text }) else {
        throw Diagnostic.unknownInScript(
          "\(replica?.catalog.name ?? "") command", verb.text,
          among: commands.map { $0.member.name } + ["set", "task"], at: verb.line, verb.column)
      }
      let arguments = try shortArguments(&cursor, member)
      return (member.name, [.evaluate(.call(receiver, member, arguments))])
    }
  }

  /// Arguments as the original's selector reads: the first unlabelled, the
  /// others after their labels (`hideAnimated true afterDelay 2`).
  func shortArguments(_ cursor: inout TokenCursor, _ command: ScriptMember) throws(Diagnostic)
    -> [ScriptExpression?]
  {
    let parameters = command.parameters
    var values: [ScriptExpression?] = Array(repeating: nil, count: parameters.count)
    var index = 0
    if let first = parameters.first, first.label == nil {
      if cursor.atEnd {
        guard first.isOptional else {
          throw cursor.errorAtEnd("'\(command.name)' needs \(Self.shortName(first.type))")
        }
      } else {
        values[0] = try value(&cursor, first.type, for: command.name)
      }
      index = 1
    }
    while let labelToken = cursor.peek {
      let labels = parameters.compactMap { $0.label }
      guard labelToken.kind == .word,
        let position = parameters.firstIndex(where: { $0.label == labelToken.text })
      else {
        if labels.isEmpty {
          throw cursor.error(at: labelToken, "'\(command.name)' takes no more arguments")
        }
        throw Diagnostic.unknownInScript(
          "\(command.name) label", labelToken.text, among: labels, at: labelToken.line, labelToken.column)
      }
      guard position >= index, values[position] == nil else {
        throw cursor.error(at: labelToken, "'\(labelToken.text)' is given twice or out of order")
      }
      cursor.advance()
      values[position] = try value(&cursor, parameters[position].type, for: labelToken.text)
      index = position + 1
    }
    for (position, parameter) in parameters.enumerated()
    where values[position] == nil && !parameter.isOptional {
      let what =
        parameter.label.map { "'\($0)' (\(Self.shortName(parameter.type)))" }
        ?? Self.shortName(parameter.type)
      throw cursor.errorAtEnd("'\(command.name)' needs \(what)")
    }
    return values
  }

  // MARK: Values

  /// A value as a short line writes it: bare words for choices, `yes` and
  /// `no` too for flags, a distance parameter (`-pull`) where a number goes.
  func value(_ cursor: inout TokenCursor, _ type: ScriptType, for name: String) throws(Diagnostic)
    -> ScriptExpression
  {
    switch type {
    case .time:
      return .literal(.time(try timeExpression(&cursor)))
    case .bool:
      let token = try cursor.next(expecting: "true or false for '\(name)'")
      switch token.text {
      case "true", "YES", "yes": return .literal(.bool(true))
      case "false", "NO", "no": return .literal(.bool(false))
      default: throw cursor.error(at: token, "expected true or false for '\(name)', not '\(token.text)'")
      }
    case .number, .integer:
      var number = try cursor.next(expecting: "a number for '\(name)'")
      let negative = number.text == "-"
      if negative { number = try cursor.next(expecting: "a number for '\(name)'") }
      if number.kind == .word, let parameter = parameters.first(where: { $0.name == number.text }) {
        guard parameter.unit.isNumber else {
          throw cursor.error(
            at: number,
            "'\(number.text)' is a time; '\(name)' needs a number (declare a distance with 'points', "
              + "a plain number with 'number')")
        }
        return .literal(
          .quantity(
            TimeExpression(
              terms: [(negative, .parameter(parameter.name))], line: number.line, column: number.column)))
      }
      guard number.kind == .number else {
        throw cursor.error(at: number, "expected a number for '\(name)', not '\(number.text)'")
      }
      let value = try ScenarioValues.number(number)
      return .literal(.number(negative ? -value : value))
    case .string:
      let token = try cursor.next(expecting: "a string in double quotes for '\(name)'")
      guard token.kind == .string else {
        throw cursor.error(at: token, "expected a string in double quotes for '\(name)'")
      }
      return .literal(.string(token.text))
    case .choice(let words):
      let token = try cursor.next(expecting: "\(type.name) for '\(name)'")
      guard words.contains(token.text) else {
        throw Diagnostic.unknownInScript(
          "\(name) value", token.text, among: words, at: token.line, token.column)
      }
      return .literal(.choice(token.text))
    case .void, .object, .list, .block, .null:
      throw cursor.errorAtEnd("'\(name)' takes \(type.name), which a short line cannot write: use a block")
    }
  }

  /// A type as a short line's errors name it.
  static func shortName(_ type: ScriptType) -> String {
    switch type {
    case .string: return "a string in double quotes"
    case .integer: return "a number"
    default: return type.name
    }
  }
}

/// What an observable expectation may say of a stage member: a flag is a
/// condition by itself, a word or a text is compared with `=` or `!=`, a
/// number with any comparison.
struct ObservableKind {
  let name: String
  let type: ScriptType

  var isBool: Bool { type == .bool }
  var isText: Bool { type == .string }
  var words: [String] {
    if case .choice(let words) = type { return words }
    return []
  }
}
