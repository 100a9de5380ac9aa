/// Why the development server cannot start: a host that is not loopback,
/// a port in use, an output folder that overlaps the sources. One sentence
/// for the command line to print.
public struct ServeError: Error, Sendable, Equatable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
