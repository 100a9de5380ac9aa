import Foundation

/// A response with its whole body in memory (site files are small), or a
/// head alone for the live-reload stream, whose body is written as events
/// happen.
///
/// Every response says `Cache-Control: no-store`: a development server's
/// files change under the browser, and a cached stylesheet from before a
/// rebuild is exactly the confusion live reload is meant to end.
public struct HTTPResponse: Sendable {
  public var status: HTTPStatus
  /// Field name → value; `Content-Length`, `Date` and `Connection` are
  /// added when the response is written.
  public var fields: [(name: String, value: String)]
  public var body: [UInt8]

  public init(status: HTTPStatus, fields: [(name: String, value: String)] = [], body: [UInt8] = []) {
    self.status = status
    self.fields = fields
    self.body = body
  }

  /// A short plain-text response: `403 Forbidden: hidden path segment`.
  public static func plain(_ status: HTTPStatus, _ text: String, fields: [(name: String, value: String)] = [])
    -> HTTPResponse
  {
    HTTPResponse(
      status: status, fields: [("Content-Type", "text/plain; charset=utf-8")] + fields,
      body: Array("\(status): \(text)\n".utf8))
  }

  /// The value of the field `name` (case-insensitive), if set.
  public func value(_ name: String) -> String? {
    fields.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// The status line and fields, ending with the empty line. With
  /// `contentLength` nil the body runs until the connection closes (the
  /// event stream).
  func head(contentLength: Int?, keepAlive: Bool, date: Date = Date()) -> [UInt8] {
    var text = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
    var all = fields
    all.append(("Date", Self.httpDate(date)))
    all.append(("Cache-Control", "no-store"))
    all.append(("X-Content-Type-Options", "nosniff"))
    if let contentLength { all.append(("Content-Length", String(contentLength))) }
    all.append(("Connection", keepAlive ? "keep-alive" : "close"))
    for (name, value) in all { text += "\(name): \(value)\r\n" }
    text += "\r\n"
    return Array(text.utf8)
  }

  /// RFC 9110 §5.6.7 IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`.
  static func httpDate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: date)
  }
}
