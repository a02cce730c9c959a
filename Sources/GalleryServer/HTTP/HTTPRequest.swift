/// One HTTP request as the server layer hands it on: the method, the target exactly as sent (not yet
/// decoded: `RequestPath` decides what it names), the headers asked for, and the body.
package struct HTTPRequest: Sendable {
  package var method: String
  /// The request target as sent, path and query, percent-escapes kept.
  package var target: String
  /// Header names in lower case.
  package var headers: [String: String]
  package var body: [UInt8]
  /// Whether the request came from this machine (a loopback address).
  package var isFromLoopback: Bool

  package init(
    method: String, target: String, headers: [String: String] = [:], body: [UInt8] = [],
    isFromLoopback: Bool = true
  ) {
    self.method = method
    self.target = target
    self.headers = headers
    self.body = body
    self.isFromLoopback = isFromLoopback
  }

  /// A header's value, by its name in any case.
  package func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// The headers the router reads; only these are copied out of the library for each request.
  static let headerNames = [
    "Host", "Origin", "Sec-Fetch-Site", "Content-Type", "If-None-Match", "If-Modified-Since",
  ]
}
