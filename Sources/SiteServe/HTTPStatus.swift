/// The response statuses the server uses, each with its reason phrase.
/// Kept to the few the server can mean, so a status is never made up from
/// a number alone.
public struct HTTPStatus: Sendable, Equatable, CustomStringConvertible {
  public let code: Int
  public let reason: String

  public static let ok = HTTPStatus(code: 200, reason: "OK")
  public static let movedPermanently = HTTPStatus(code: 301, reason: "Moved Permanently")
  public static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
  public static let forbidden = HTTPStatus(code: 403, reason: "Forbidden")
  public static let notFound = HTTPStatus(code: 404, reason: "Not Found")
  public static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
  public static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
  public static let headerFieldsTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
  public static let internalServerError = HTTPStatus(code: 500, reason: "Internal Server Error")
  public static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
  public static let versionNotSupported = HTTPStatus(code: 505, reason: "HTTP Version Not Supported")

  public var description: String { "\(code) \(reason)" }
}
