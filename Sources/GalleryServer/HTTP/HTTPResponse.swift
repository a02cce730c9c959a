import CGalleryHTTP

/// What the router answers: a status, headers, and a body in memory, from an open file, or streamed.
package struct HTTPResponse: Sendable {
  package enum Body: Sendable {
    case bytes([UInt8])
    /// An open file descriptor and the number of bytes to send; the server closes it.
    case file(descriptor: Int32, size: UInt64)
    /// `size` bytes of an open file from `offset` (a byte range); the server closes it.
    case fileRange(descriptor: Int32, offset: UInt64, size: UInt64)
    /// Events for as long as the connection lasts (see `LiveReload`).
    case stream(EventStream)
  }

  package var status: Int
  package var headers: [(name: String, value: String)]
  package var body: Body
  /// Close the connection after this response (a request refused before its body was read).
  package var closesConnection = false

  package init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A short plain-text answer, for statuses the theme has no page for.
  package static func text(_ status: Int, _ message: String) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: [("Content-Type", "text/plain; charset=utf-8")],
      body: .bytes(Array((message + "\n").utf8)))
  }
}

/// A body sent piece by piece. `next` never blocks: it returns the bytes now due, `[]` when there are
/// none yet, or nil when the stream is over. The server asks again whenever `signal` is raised, and
/// sends `idle` after `idleSeconds` of nothing; it stops as soon as the client closes the connection.
/// `ended` runs once the connection is done with it, however it ended.
package struct EventStream: Sendable {
  package let signal: StreamSignal
  package let idleSeconds: Double
  package let idle: [UInt8]
  package let next: @Sendable () -> [UInt8]?
  package let ended: @Sendable () -> Void

  package init(
    signal: StreamSignal, idleSeconds: Double, idle: [UInt8], ended: @escaping @Sendable () -> Void = {},
    next: @escaping @Sendable () -> [UInt8]?
  ) {
    self.signal = signal
    self.idleSeconds = idleSeconds
    self.idle = idle
    self.next = next
    self.ended = ended
  }
}

/// What wakes a waiting stream (an eventfd): raised by whoever has news for it, any number of times.
package final class StreamSignal: Sendable {
  let descriptor: Int32

  /// Nil when the system has no descriptor to spare.
  package init?() {
    let made = cg_http_signal_create()
    guard made >= 0 else { return nil }
    descriptor = made
  }

  package func raise() { cg_http_signal_raise(descriptor) }

  deinit { cg_http_signal_close(descriptor) }
}
