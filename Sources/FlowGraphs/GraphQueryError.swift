/// A graph asked for something the sources do not have: an unknown symbol,
/// a type with no state enum. Carries a "did you mean" when a near name
/// exists.
public struct GraphQueryError: Error, Equatable, Sendable {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }
}
