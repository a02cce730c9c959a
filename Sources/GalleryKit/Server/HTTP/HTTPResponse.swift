/// What the router answers: a status, headers, and a body in memory, from an open file, or streamed.
public struct HTTPResponse: Sendable {
  public enum Body: Sendable {
    case bytes([UInt8])
    /// An open file descriptor and the number of bytes to send; the server closes it.
    case file(descriptor: Int32, size: UInt64)
    /// Events for as long as the connection lasts (see `LiveReload`).
    case stream(EventStream)
  }

  public var status: Int
  public var headers: [(name: String, value: String)]
  public var body: Body
  /// Close the connection after this response (a request refused before its body was read).
  public var closesConnection = false

  public init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A short plain-text answer, for statuses the theme has no page for.
  public static func text(_ status: Int, _ message: String) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: [("Content-Type", "text/plain; charset=utf-8")],
      body: .bytes(Array((message + "\n").utf8)))
  }
}

/// A body sent piece by piece: `next` blocks until it has bytes (returned) or the stream ends (nil);
/// `ended` runs once the connection is done with it, however it ended.
public struct EventStream: Sendable {
  public let next: @Sendable () -> [UInt8]?
  public let ended: @Sendable () -> Void

  public init(ended: @escaping @Sendable () -> Void = {}, next: @escaping @Sendable () -> [UInt8]?) {
    self.next = next
    self.ended = ended
  }
}
