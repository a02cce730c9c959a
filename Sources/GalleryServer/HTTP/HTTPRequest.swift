/// One HTTP request as the server layer hands it on: the method, the target exactly as sent (not yet
/// decoded: `RequestPath` decides what it names), the headers asked for, and the body.
package struct HTTPRequest: Sendable {
  package var method: String
  /// The request target as sent, path and query, percent-escapes kept.
  package var target: String
  /// Header names in lower case.
  package var headers: [String: String]
  /// The query arguments the router reads (`argumentNames`), decoded; text that is not UTF-8 is left out.
  package var arguments: [String: String]
  package var body: [UInt8]
  /// Where the body was written instead, for a request whose body goes to a file
  /// (`HTTPServer.FileBodies`): removed once the handler returns, unless it renamed the file away.
  package var bodyFile: String?
  /// `Hashing.digest` of the body written to `bodyFile`, taken as it arrived, and its byte count.
  package var bodyDigest: (value: UInt64, byteCount: Int)?
  /// Whether the request came from this machine (a loopback address).
  package var isFromLoopback: Bool

  package init(
    method: String, target: String, headers: [String: String] = [:], arguments: [String: String] = [:],
    body: [UInt8] = [], bodyFile: String? = nil, isFromLoopback: Bool = true
  ) {
    self.bodyFile = bodyFile
    self.method = method
    self.target = target
    self.headers = headers
    self.arguments = arguments
    self.body = body
    self.isFromLoopback = isFromLoopback
  }

  /// A header's value, by its name in any case.
  package func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// The query arguments the router reads (the organizer's `state?photo=ID`).
  static let argumentNames = ["photo", "album", "name"]

  /// The headers the router reads; only these are copied out of the library for each request.
  static let headerNames = [
    "Host", "Origin", "Sec-Fetch-Site", "Content-Type", "If-None-Match", "If-Modified-Since", "Range",
    "If-Range",
  ]
}
