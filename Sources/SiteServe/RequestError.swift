/// A request the server will not serve, with the status that says why.
/// Parsing and path resolution throw it; the connection turns it into a
/// short plain-text response instead of failing.
public struct RequestError: Error, Sendable, Equatable {
  public let status: HTTPStatus
  /// Why, in a few words (sent as the response body, so never a file path
  /// from outside the request).
  public let reason: String

  public init(_ status: HTTPStatus, _ reason: String) {
    self.status = status
    self.reason = reason
  }
}
