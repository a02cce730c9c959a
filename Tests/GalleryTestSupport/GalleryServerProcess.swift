import Dispatch
import Foundation
import Synchronization

/// A `gallery serve` started for a test: waits for its "Serving … at http://127.0.0.1:PORT/" line,
/// talks HTTP/1.1 to it over plain sockets (so a test controls every header, and can send what no
/// browser would), and stops it with SIGTERM.
public final class GalleryServerProcess: @unchecked Sendable {
  public struct Response: Sendable {
    public let status: Int
    /// Header names in lower case.
    public let headers: [String: String]
    public let body: [UInt8]
    public var text: String { String(decoding: body, as: UTF8.self) }
  }

  public let port: Int
  private let process: Spawned
  private let streams: PipeReader

  /// Starts `gallery serve arguments… --port 0` in `directory`, with `environment` added to the
  /// test's own. `whileStarting` is given what the server has printed on stdout so far, until its
  /// "Serving" line (a test acts at a step of the first build).
  public init(
    _ arguments: [String], in directory: String, timeout: Double = 120, environment: [String: String] = [:],
    whileStarting: (String) throws -> Void = { _ in }
  ) throws {
    // posix_spawn, not Foundation's Process, whose run() crashes now and then (see `Spawned`).
    (process, streams) = try Spawned.reading(
      GalleryProcess.executable, ["serve"] + arguments + ["--port", "0"], in: directory,
      environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
    let deadline = Date().addingTimeInterval(timeout)
    var found: Int?
    while found == nil && Date() < deadline && process.isRunning {
      let text = String(decoding: streams.stdoutSoFar, as: UTF8.self)
      if let range = text.range(of: #"http://127\.0\.0\.1:([0-9]+)/"#, options: .regularExpression) {
        found = Int(text[range].dropFirst("http://127.0.0.1:".count).dropLast())
      } else {
        do { try whileStarting(text) } catch {
          kill(process.pid, SIGTERM)
          throw error
        }
        usleep(20_000)
      }
    }
    guard let found else {
      kill(process.pid, SIGTERM)
      throw ServerError.didNotStart(String(decoding: streams.stderrSoFar, as: UTF8.self))
    }
    port = found
  }

  public enum ServerError: Error { case didNotStart(String), cannotConnect }

  /// Sends SIGTERM and waits; returns the exit status and everything the server printed. Stopping
  /// again returns the same outcome.
  public func stop(signal: Int32 = SIGTERM) -> GalleryProcess.Outcome {
    stopped.withLock { outcome in
      if let outcome { return outcome }
      kill(process.pid, signal)
      var waited = process.wait(timeout: 60)
      if waited == nil {
        kill(process.pid, SIGKILL)
        waited = process.wait(timeout: .infinity)
      }
      let (stdout, stderr) = streams.finish()
      let (code, signalled) = Spawned.decode(waited ?? 0)
      let result = GalleryProcess.Outcome(
        status: code, stdout: String(decoding: stdout, as: UTF8.self),
        stderr: String(decoding: stderr, as: UTF8.self), timedOut: false, signalled: signalled)
      outcome = result
      return result
    }
  }

  private let stopped = Mutex<GalleryProcess.Outcome?>(nil)

  public var isRunning: Bool { process.isRunning }

  /// What the server has printed on stdout so far.
  public var stdoutSoFar: String { String(decoding: streams.stdoutSoFar, as: UTF8.self) }

  /// What the server has printed on stderr so far.
  public var stderrSoFar: String { String(decoding: streams.stderrSoFar, as: UTF8.self) }

  /// Waits until the server has printed `text` on stderr (a build it reports), at most `seconds`.
  public func waitForStderr(_ text: String, seconds: Double = 30) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if stderrSoFar.contains(text) { return true }
      usleep(50_000)
    }
    return false
  }

  /// One request on a new connection, exactly as given (`target` is sent as is); `Host` defaults to
  /// the server's address and `Connection: close` is added.
  public func request(
    _ method: String, _ target: String, headers: [String: String] = [:], body: [UInt8] = []
  ) throws -> Response {
    var lines = ["\(method) \(target) HTTP/1.1"]
    var all = headers
    if all.keys.first(where: { $0.lowercased() == "host" }) == nil { all["Host"] = "127.0.0.1:\(port)" }
    if !body.isEmpty || method == "POST" { all["Content-Length"] = String(body.count) }
    all["Connection"] = "close"
    for (name, value) in all.sorted(by: { $0.key < $1.key }) where !value.isEmpty {
      lines.append("\(name): \(value)")
    }
    let raw = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8) + body
    return try Self.parse(exchange(raw), isHead: method == "HEAD")
  }

  /// A form POST as a browser sends it from one of the server's pages.
  public func post(_ target: String, form: String, headers: [String: String] = [:]) throws -> Response {
    var all = [
      "Origin": "http://127.0.0.1:\(port)", "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/x-www-form-urlencoded",
    ]
    for (name, value) in headers { all[name] = value }
    return try request("POST", target, headers: all, body: Array(form.utf8))
  }

  /// Writes `raw` to a new connection and reads until the server closes it.
  public func exchange(_ raw: [UInt8]) throws -> [UInt8] {
    let fd = try connection(sending: raw)
    defer { close(fd) }
    return receiveAll(fd)
  }

  /// A new connection to the server (the caller closes it) on which `raw` has been sent; reads on it
  /// give up after `seconds`.
  public func connection(sending raw: [UInt8], seconds: Int = 30) throws -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw ServerError.cannotConnect }
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(fd)
      throw ServerError.cannotConnect
    }
    var sent = 0
    while sent < raw.count {
      let count = raw[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if count <= 0 { break }
      sent += count
    }
    return fd
  }

  /// Everything the server sends on `fd` until it closes the connection (or the read times out).
  public func receiveAll(_ fd: Int32) -> [UInt8] {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      received += buffer[0..<count]
    }
    return received
  }

  /// Reads from `fd` until what arrived contains `text`, the server closes, or the read times out.
  public func receive(_ fd: Int32, until text: String) -> String {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !String(decoding: received, as: UTF8.self).contains(text) {
      let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      received += buffer[0..<count]
    }
    return String(decoding: received, as: UTF8.self)
  }

  static func parse(_ raw: [UInt8], isHead: Bool) throws -> Response {
    let separator = Array("\r\n\r\n".utf8)
    guard let end = raw.firstRange(of: separator) else { return Response(status: 0, headers: [:], body: raw) }
    let head = String(decoding: raw[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    let status = Int(head.first?.split(separator: " ").dropFirst().first ?? "") ?? 0
    var headers: [String: String] = [:]
    for line in head.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    var body = Array(raw[end.upperBound...])
    if isHead { body = [] }
    return Response(status: status, headers: headers, body: body)
  }
}

extension GalleryServerProcess {
  /// The sample gallery (`init --sample g`) served from `out`, and its photo ids in order. Keep the
  /// folder as long as the server: it is removed when it is released.
  public static func servingSample() throws -> (TemporaryFolder, GalleryServerProcess, [String]) {
    let workspace = try TemporaryFolder()
    _ = try workspace.gallery("init", "--sample", "g")
    let server = try GalleryServerProcess(["g", "--output", "out"], in: workspace.path)
    let text = workspace.read("g/gallery.json") ?? ""
    let ids = text.components(separatedBy: "\"id\": \"").dropFirst().compactMap {
      $0.split(separator: "\"").first.map(String.init)
    }
    return (workspace, server, ids)
  }
}
