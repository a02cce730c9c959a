import CGalleryHTTP
import GalleryCore

// Glibc for C strings only (`strdup`, `free`: libmicrohttpd takes header names as C strings).
#if canImport(Glibc)
  import Glibc
#endif

/// The thin layer over GNU libmicrohttpd: the library parses HTTP, enforces the limits and runs one
/// thread per connection; this class turns each complete request into an `HTTPRequest`, asks the
/// handler, and hands its `HTTPResponse` back to the library. No HTTP parsing happens in Swift.
package final class HTTPServer: @unchecked Sendable {
  /// What the library is told to bound.
  ///
  /// One address may hold half the connections, so one client cannot take them all from others; a
  /// browser needs far fewer (Chromium opens at most 6 per host, and the pages' live-reload stream is
  /// one per browser, see `LiveReload`). A connection that does not finish its request's headers
  /// within `headerSeconds` of quiet is closed, so connections opened and left unfinished free
  /// their places soon even when they come from the browser's own address.
  package struct Limits: Sendable {
    package var connections: Int = 256
    package var connectionsPerAddress: Int = 128
    package var idleSeconds: Int = 30
    package var headerSeconds: Int = 10
    /// Headers past this are answered 431 (`refusal(headersOf:)`); the library itself refuses a
    /// request line or headers past its pool (this and `bodyPieceBytes`), with 414 or 431.
    package var headerBytes: Int = 32 * 1024
    /// A longer body is refused with 413 before it is read further. Room for the photo page's form at
    /// the manifest's limits (a 10,000-character description, percent-escaped UTF-8: up to 9 bytes a
    /// character) and no more; the body is gathered outside the library's per-connection pool.
    package var bodyBytes: Int = 160 * 1024
    /// A body written to a file as it arrives (`fileBodies`: a photo or clip dropped into the
    /// organizer) may be this long: 1 GiB, room for a long clip, and never more than a disk takes
    /// without notice.
    package var fileBodyBytes: Int = 1 << 30

    package init() {}
  }

  /// Which requests' bodies go to a file rather than memory, and the folder it is made in: nil for
  /// all others. Asked with the request's headers (its body not read yet), so a request that would be
  /// refused anyway writes nothing to disk: it is read into memory, within `bodyBytes`.
  package typealias FileBodies = @Sendable (_ headers: HTTPRequest) -> String?

  package typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

  /// The port listened on (the one the system chose, for port 0).
  package private(set) var port = 0
  private var daemon: UnsafeMutableRawPointer?
  private let handler: Handler
  private let limits: Limits
  private let fileBodies: FileBodies?
  /// Sent on every answer, the handler's and this layer's own refusals alike.
  private let alwaysHeaders: [(name: String, value: String)]

  /// Loads the HTTP library (GNU libmicrohttpd, which only a server needs, so no other command loads
  /// it), or says why it cannot be: called before the first build, so a missing library is said at
  /// once, not after minutes of building. `address`: where the server was to listen, for the message.
  package static func loadLibrary(address: String) throws(GalleryError) {
    var message = [CChar](repeating: 0, count: 512)
    guard cg_http_load(&message, message.count) != 0 else { return }
    let reason = String(nulTerminated: message)
    throw .cannotServe(address: address, message: reason + " (Debian: apt-get install libmicrohttpd12)")
  }

  /// Starts listening on `host` (a numeric address) and `port` (0: any free one); `headers` go on
  /// every answer (a response that sets one of them itself keeps its own).
  package init(
    host: String, port: Int, limits: Limits = Limits(), headers: [(name: String, value: String)] = [],
    fileBodies: FileBodies? = nil, handler: @escaping Handler
  ) throws(GalleryError) {
    self.handler = handler
    self.limits = limits
    self.fileBodies = fileBodies
    alwaysHeaders = headers
    guard (0...65535).contains(port) else { throw .usage("--port must be 0…65535, not \(port)") }
    let lines = headers.map { "\($0.name): \($0.value)\r\n" }.joined()
    var message = [CChar](repeating: 0, count: 256)
    let context = Unmanaged.passUnretained(self).toOpaque()
    let started = lines.withCString { text in
      let cLimits = cg_http_limits(
        connections: UInt32(limits.connections),
        connections_per_address: UInt32(limits.connectionsPerAddress),
        idle_seconds: UInt32(limits.idleSeconds),
        header_seconds: UInt32(limits.headerSeconds), always_headers: text,
        memory_per_connection: limits.headerBytes + Self.bodyPieceBytes)
      return cg_http_start(
        host, UInt16(port), cLimits, Self.onRequest, Self.onCompleted, context, &message, message.count)
    }
    guard let daemon = started else {
      let reason = String(nulTerminated: message)
      throw .cannotServe(address: "\(host):\(port)", message: reason)
    }
    self.daemon = daemon
    self.port = Int(cg_http_port(daemon))
  }

  /// The room a connection's pool keeps beside its headers, which is the most of a body the library
  /// hands over at a time: the 55 MB of a drop of 20 photos came in pieces of under 32 KB, each a
  /// read, a call and a write (55 ms for the 20 uploads); in pieces of up to 256 KB they take 35 ms.
  /// The pool no longer bounds the headers alone, so `refusal(headersOf:)` does (431).
  static let bodyPieceBytes = 256 * 1024

  /// Stops accepting connections and waits for every open one to finish.
  package func stop() {
    guard let daemon else { return }
    self.daemon = nil
    cg_http_stop(daemon)
  }

  deinit { stop() }

  /// What the library keeps between the steps of one request: the body read so far (in memory, or
  /// in its file), and the most it may hold.
  private final class RequestState {
    var body: [UInt8] = []
    var file: HTTPBodyFile?
    var limit: Int
    var isTooLarge = false
    init(limit: Int) { self.limit = limit }
  }

  private static let onRequest: cg_http_handler = {
    context, connection, url, method, upload, uploadSize, requestState in
    guard let context, let connection, let url, let method, let uploadSize, let requestState else { return 0 }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    guard let existing = requestState.pointee else {
      // Headers only, so far: keep a state for the body, and answer on a later call, unless the
      // headers alone already say the request is refused (then its body is never read).
      // Only a POST can carry an upload: a GET's headers are not copied out twice.
      let folder =
        strcmp(method, "POST") == 0
        ? server.fileBodies?(server.request(connection, method: method, url: url)) : nil
      let state = RequestState(limit: folder == nil ? server.limits.bodyBytes : server.limits.fileBodyBytes)
      requestState.pointee = Unmanaged.passRetained(state).toOpaque()
      if var refusal = server.refusal(headersOf: connection, limit: state.limit) {
        refusal.closesConnection = true
        return server.queue(refusal, on: connection)
      }
      guard let folder else { return 1 }
      state.file = HTTPBodyFile(folder: folder, limit: state.limit)
      guard state.file == nil else { return 1 }
      var failed = HTTPResponse.text(
        500, "The upload cannot be written: \(folder) is not a folder this server can write in.")
      failed.closesConnection = true
      return server.queue(failed, on: connection)
    }
    let state = Unmanaged<RequestState>.fromOpaque(existing).takeUnretainedValue()
    if uploadSize.pointee > 0 {
      let count = uploadSize.pointee
      uploadSize.pointee = 0
      if state.isTooLarge { return 1 }
      if let file = state.file {
        if let upload, !file.append(UnsafeRawBufferPointer(start: upload, count: count)) {
          state.isTooLarge = true
          state.file = nil
        }
      } else if state.body.count + count > state.limit {
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
    if state.isTooLarge || state.file?.finish() == false {
      response = .text(413, "Request body too large (or not written): at most \(state.limit) bytes.")
      response.closesConnection = true
    } else {
      var request = server.request(connection, method: method, url: url)
      (request.body, request.bodyFile) = (state.body, state.file?.path)
      request.bodyDigest = state.file.map { ($0.digest.digest, $0.digest.count) }
      response = server.handler(request)
      // What the handler did not take (rename away) is removed now.
      state.file = nil
    }
    return server.queue(response, on: connection)
  }

  /// The request as the router sees it, without its body: the headers and arguments it reads.
  private func request(
    _ connection: UnsafeMutableRawPointer, method: UnsafePointer<CChar>, url: UnsafePointer<CChar>
  ) -> HTTPRequest {
    var headers: [String: String] = [:]
    for name in HTTPRequest.headerNames {
      if let value = cg_http_header(connection, name) {
        headers[name.lowercased()] = String(cString: value)
      }
    }
    var arguments: [String: String] = [:]
    for name in HTTPRequest.argumentNames {
      if let value = cg_http_argument(connection, name) {
        arguments[name] = String(validatingCString: value)
      }
    }
    return HTTPRequest(
      method: String(cString: method), target: String(cString: url), headers: headers, arguments: arguments,
      isFromLoopback: cg_http_peer_is_loopback(connection) == 1)
  }

  /// Headers the router trusts, each of which must come once: with two, this layer and the router (or
  /// a proxy in front) could each read a different one (a second `Content-Length` that frames the
  /// body differently, a second `Origin` that names another site).
  static let singleHeaders = [
    "Content-Length", "Host", "Origin", "Sec-Fetch-Site", "Content-Type", "Transfer-Encoding",
  ]

  /// 400 for a header sent twice, 413 for a body announced longer than `limit`.
  private func refusal(headersOf connection: UnsafeMutableRawPointer, limit: Int) -> HTTPResponse? {
    let names = Self.singleHeaders.map { strdup($0) }
    defer { names.forEach { free($0) } }
    let repeated = names.map { UnsafePointer($0) }.withUnsafeBufferPointer {
      cg_http_repeated_header(connection, $0.baseAddress, $0.count)
    }
    if let repeated {
      return .text(400, "Bad request: the \(String(cString: repeated)) header is sent more than once.")
    }
    if cg_http_header_bytes(connection) > limits.headerBytes {
      return .text(431, "Request header fields too large: at most \(limits.headerBytes) bytes.")
    }
    if let length = cg_http_header(connection, "Content-Length"),
      let count = UInt64(String(cString: length)), count > UInt64(limit)
    {
      return .text(413, "Request body too large: at most \(limit) bytes.")
    }
    return nil
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
      if made == nil { FileSystem.close(descriptor) }
    case .fileRange(let descriptor, let offset, let size):
      made = cg_http_response_file_range(descriptor, offset, size)
      if made == nil { FileSystem.close(descriptor) }
    case .stream(let stream):
      let box = Unmanaged.passRetained(StreamBox(stream, socket: cg_http_socket(connection))).toOpaque()
      made = cg_http_response_stream(Self.readStream, Self.endStream, box)
      if made == nil {
        stream.ended()
        Unmanaged<StreamBox>.fromOpaque(box).release()
      }
    }
    guard let made else { return 0 }
    for header in response.headers { _ = cg_http_add_header(made, header.name, header.value) }
    for header in alwaysHeaders
    where !response.headers.contains(where: { $0.name.lowercased() == header.name.lowercased() }) {
      _ = cg_http_add_header(made, header.name, header.value)
    }
    if response.closesConnection { cg_http_close_after(made) }
    return cg_http_queue(connection, UInt32(response.status), made)
  }

  /// A streamed body between calls of the library's reader: bytes handed out piece by piece, and the
  /// connection's socket, watched while the stream waits so a client that leaves frees it at once.
  private final class StreamBox {
    let stream: EventStream
    let socket: Int32
    var pending: [UInt8] = []
    init(_ stream: EventStream, socket: Int32) {
      self.stream = stream
      self.socket = socket
    }
  }

  /// The library's reader: what the stream has now; else waits for its signal (then asks again), for
  /// `idleSeconds` (then sends `idle`), or for the client to close (then ends the response with an
  /// error, so the library closes the connection and the stream's place is free).
  private static let readStream: cg_http_reader = { context, _, buffer, max in
    guard let context, let buffer else { return -1 }
    let box = Unmanaged<StreamBox>.fromOpaque(context).takeUnretainedValue()
    while box.pending.isEmpty {
      guard let next = box.stream.next() else { return -1 }
      if !next.isEmpty {
        box.pending = next
        break
      }
      switch cg_http_wait(box.socket, box.stream.signal.descriptor, Int32(box.stream.idleSeconds * 1000)) {
      case 0: box.pending = box.stream.idle
      case 1: continue
      default: return -2
      }
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
