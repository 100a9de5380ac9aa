import Testing

@testable import SiteServe

@Suite("Loopback only")
struct LoopbackHostTests {
  @Test(
    "loopback names are accepted",
    arguments: [
      ("127.0.0.1", LoopbackHost.ipv4), ("localhost", .ipv4), ("LOCALHOST", .ipv4), ("::1", .ipv6),
      ("[::1]", .ipv6),
    ])
  func accepted(name: String, host: LoopbackHost) throws {
    #expect(try LoopbackHost(parsing: name) == host)
  }

  @Test(
    "every other host is refused",
    arguments: [
      "0.0.0.0", "::", "", "192.168.1.10", "10.0.0.1", "127.0.0.2", "example.com", "localhost.example.com",
      "::ffff:127.0.0.1",
    ])
  func refused(name: String) {
    #expect(throws: ServeError.self) { try LoopbackHost(parsing: name) }
  }
}
