import CGalleryHTTP

#if canImport(Glibc)
  import Glibc
#endif

/// The thin layer over GNU libmicrohttpd: the library parses HTTP, enforces the limits and runs one
/// thread per connection; this class turns each complete request into an `HTTPRequest`, asks the
/// handler, and hands its `HTTPResponse` back to the library. No HTTP parsing happens in Swift.
public final class HTTPServer: @unchecked Sendable {
  /// What the library is told to bound.
  public struct Limits: Sendable {
    public var connections: Int = 128
    public var connectionsPerAddress: Int = 64
    public var idleSeconds: Int = 30
    /// Request line and headers must fit in this (the library answers 431 or 414 otherwise).
    public var headerBytes: Int = 32 * 1024
    /// A longer body is refused with 413 before it is read further.
    public var bodyBytes: Int = 4 * 1024

    public init() {}
  }

  public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

  /// The port listened on (the one the system chose, for port 0).
  public private(set) var port = 0
  private var daemon: UnsafeMutableRawPointer?
  private let handler: Handler
  private let limits: Limits

  /// Starts listening on `host` (a numeric address) and `port` (0: any free one).
  public init(
    host: String, port: Int, limits: Limits = Limits(), handler: @escaping Handler
  ) throws(GalleryError) {
    self.handler = handler
    self.limits = limits
    guard (0...65535).contains(port) else { throw .usage("--port must be 0…65535, not \(port)") }
    let cLimits = cg_http_limits(
      connections: UInt32(limits.connections), connections_per_address: UInt32(limits.connectionsPerAddress),
      idle_seconds: UInt32(limits.idleSeconds), memory_per_connection: limits.headerBytes + limits.bodyBytes)
    var message = [CChar](repeating: 0, count: 256)
    let context = Unmanaged.passUnretained(self).toOpaque()
    guard
      let daemon = cg_http_start(
        host, UInt16(port), cLimits, Self.onRequest, Self.onCompleted, context, &message, message.count)
    else {
      let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .cannotServe(address: "\(host):\(port)", message: reason)
    }
    self.daemon = daemon
    self.port = Int(cg_http_port(daemon))
  }

  /// Stops accepting connections and waits for every open one to finish.
  public func stop() {
    guard let daemon else { return }
    self.daemon = nil
    cg_http_stop(daemon)
  }

  deinit { stop() }

  /// What the library keeps between the steps of one request: the body read so far.
  private final class RequestState {
    var body: [UInt8] = []
    var isTooLarge = false
  }

  private static let onRequest: cg_http_handler = {
    context, connection, url, method, upload, uploadSize, requestState in
    guard let context, let connection, let url, let method, let uploadSize, let requestState else { return 0 }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    guard let existing = requestState.pointee else {
      // Headers only, so far: keep a state for the body, and answer on a later call.
      requestState.pointee = Unmanaged.passRetained(RequestState()).toOpaque()
      return 1
    }
    let state = Unmanaged<RequestState>.fromOpaque(existing).takeUnretainedValue()
    if uploadSize.pointee > 0 {
      let count = uploadSize.pointee
      uploadSize.pointee = 0
      if state.isTooLarge { return 1 }
      if state.body.count + count > server.limits.bodyBytes {
        state.isTooLarge = true
        state.body = []
      } else if let upload {
        upload.withMemoryRebound(to: UInt8.self, capacity: count) {
          state.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
        }
      }
      return 1
    }
    var response: HTTPResponse
    if state.isTooLarge {
      response = .text(413, "Request body too large: at most \(server.limits.bodyBytes) bytes.")
      response.closesConnection = true
    } else {
      var headers: [String: String] = [:]
      for name in HTTPRequest.headerNames {
        if let value = cg_http_header(connection, name) {
          headers[name.lowercased()] = String(cString: value)
        }
      }
      let request = HTTPRequest(
        method: String(cString: method), target: String(cString: url), headers: headers, body: state.body,
        isFromLoopback: cg_http_peer_is_loopback(connection) == 1)
      response = server.handler(request)
    }
    return server.queue(response, on: connection)
  }

  private static let onCompleted: cg_http_completed = { _, requestState in
    guard let requestState else { return }
    Unmanaged<RequestState>.fromOpaque(requestState).release()
  }

  private func queue(_ response: HTTPResponse, on connection: UnsafeMutableRawPointer) -> Int32 {
    let made: UnsafeMutableRawPointer?
    switch response.body {
    case .bytes(let bytes):
      made = bytes.withUnsafeBytes { cg_http_response_bytes($0.baseAddress, $0.count) }
    case .file(let descriptor, let size):
      made = cg_http_response_file(descriptor, size)
      if made == nil { close(descriptor) }
    case .stream(let stream):
      let box = Unmanaged.passRetained(StreamBox(stream)).toOpaque()
      made = cg_http_response_stream(Self.readStream, Self.endStream, box)
      if made == nil {
        stream.ended()
        Unmanaged<StreamBox>.fromOpaque(box).release()
      }
    }
    guard let made else { return 0 }
    for header in response.headers { _ = cg_http_add_header(made, header.name, header.value) }
    if response.closesConnection { cg_http_close_after(made) }
    return cg_http_queue(connection, UInt32(response.status), made)
  }

  /// A streamed body between calls of the library's reader: bytes handed out piece by piece.
  private final class StreamBox {
    let stream: EventStream
    var pending: [UInt8] = []
    init(_ stream: EventStream) { self.stream = stream }
  }

  private static let readStream: cg_http_reader = { context, _, buffer, max in
    guard let context, let buffer else { return -1 }
    let box = Unmanaged<StreamBox>.fromOpaque(context).takeUnretainedValue()
    if box.pending.isEmpty {
      guard let next = box.stream.next() else { return -1 }
      box.pending = next
    }
    let count = Swift.min(max, box.pending.count)
    box.pending.withUnsafeBytes { source in
      if let start = source.baseAddress {
        UnsafeMutableRawPointer(buffer).copyMemory(from: start, byteCount: count)
      }
    }
    box.pending.removeFirst(count)
    return count
  }

  private static let endStream: cg_http_reader_done = { context in
    guard let context else { return }
    let box = Unmanaged<StreamBox>.fromOpaque(context)
    box.takeUnretainedValue().stream.ended()
    box.release()
  }
}
