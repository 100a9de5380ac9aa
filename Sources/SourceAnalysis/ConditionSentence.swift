/// A condition as a figure's label reads it: a sentence about when the
/// code runs (`when !finished`, `otherwise, when !enabled || progressObject
/// == nil`), not the syntax it is written in (`if …`, `else of if …`,
/// `guard let …`). The `else` of a condition of several clauses is spelled
/// out by De Morgan's law, each clause negated, so the reader does not
/// have to negate a conjunction in their head.
enum ConditionSentence {
  /// What holds inside an `if`'s body, after a `guard` or in a `case`.
  static func when(_ clauses: [Clause]) -> String {
    "when " + clauses.map(\.reading).joined(separator: " && ")
  }

  /// What holds in an `else`: any of the tested clauses is false.
  static func otherwise(_ tested: [Clause]) -> String {
    "otherwise, when " + tested.map(\.negatedReading).joined(separator: " || ")
  }
}

extension Clause {
  /// The clause as it reads where it holds: a binding (`let view =
  /// superview as? SimScrollView`) says what it tests, not the name it binds
  /// (`superview is SimScrollView`, `graceTimer != nil`), and the `else` of
  /// several clauses is any of them false (`!a || !b`, not `!(a && b)`).
  var reading: String {
    if !negationOf.isEmpty { return negationOf.map(\.negatedReading).joined(separator: " || ") }
    guard isBinding, let value = boundValue else { return text }
    if let (subject, type) = Self.cast(value) { return subject + " is " + type }
    return value + " != nil"
  }

  /// The clause as it reads where it fails.
  var negatedReading: String {
    guard isBinding, let value = boundValue else { return negated }
    if let (subject, type) = Self.cast(value) { return subject + " is not " + type }
    return value + " == nil"
  }

  /// The value a binding tests: what `negated` (`value == nil`) compares.
  private var boundValue: String? {
    guard negated.hasSuffix(" == nil") else { return nil }
    return String(negated.dropLast(" == nil".count))
  }

  /// `superview as? SimScrollView` → (`superview`, `SimScrollView`).
  private static func cast(_ value: String) -> (String, String)? {
    guard let range = value.firstRange(of: " as? ") else { return nil }
    return (String(value[..<range.lowerBound]), String(value[range.upperBound...]))
  }
}
