import Foundation

/// Tells open pages that the site changed: each served page loads a small script (`script`, from the
/// server, never written into the site) that listens to `eventsPath` with Server-Sent Events and reloads
/// the page on `reload`, or shows the build problem on `problem` while the last good site stays served.
///
/// One stream per browser, not per tab: a browser opens at most six connections to a host, and a
/// stream holds one for as long as its page is open, so eight tabs with a stream each left the last
/// ones unable to load. The tabs of a browser elect one leader with the Web Locks API; the leader holds
/// the stream and relays its events to the others over a `BroadcastChannel`, and when it closes, the
/// next tab waiting for the lock takes over. A browser without either API gets a stream per tab.
///
/// One instance per server. A stream's connection thread waits on its `StreamSignal` (raised on each
/// change) and on its socket, so a closed page frees its place at once; a comment goes out every
/// `keepAliveSeconds` so idle connections stay open; `stop()` ends every stream so the server can shut
/// down.
package final class LiveReload: @unchecked Sendable {
  package static let scriptPath = "/_gallery/live-reload.js"
  package static let eventsPath = "/_gallery/events"
  static let keepAliveSeconds = 5.0
  /// At most this many streams at once (each holds a connection and its thread); more get 503. One per
  /// browser (per origin: `localhost` and `127.0.0.1` count apart), far below the connections one
  /// address may open (`HTTPServer.Limits`), so ordinary requests always find room.
  static let maximumStreams = 32

  private let lock = NSLock()
  private var generation = 0
  private var problem: String?
  private var isStopped = false
  private var signals: [Int: StreamSignal] = [:]
  private var nextStream = 0
  /// Different for each server run, so a page that reconnects to a new server reloads.
  private let instance = String(UInt64.random(in: 1...UInt64.max), radix: 36)

  package init() {}

  /// The site was rebuilt: every open page reloads. Returns the generation the `reload` event carries
  /// (the organizer's answer names it, so the page that made the change does not reload for it).
  @discardableResult
  package func siteChanged() -> Int { change(problem: nil) }

  /// What a stream's `hello` says now: the server run and the site's generation (a served page carries
  /// it in `Server-Timing`, so its script knows which site it shows).
  var helloData: String {
    lock.lock()
    defer { lock.unlock() }
    return "\(instance) \(generation)"
  }

  /// The header a served page carries with `helloData` (its script reads it as `serverTiming`).
  var servedSiteHeader: (name: String, value: String) {
    ("Server-Timing", "generation;desc=\"\(helloData)\"")
  }

  /// The generation open pages have been told of last.
  var currentGeneration: Int {
    lock.lock()
    defer { lock.unlock() }
    return generation
  }

  /// A rebuild failed: open pages show `message` (the old site is still what they show).
  package func buildFailed(_ message: String) { change(problem: message) }

  @discardableResult
  private func change(problem: String?) -> Int {
    lock.lock()
    generation += 1
    let now = generation
    self.problem = problem
    let waiting = Array(signals.values)
    lock.unlock()
    waiting.forEach { $0.raise() }
    return now
  }

  /// Ends every stream.
  package func stop() {
    lock.lock()
    isStopped = true
    let waiting = Array(signals.values)
    lock.unlock()
    waiting.forEach { $0.raise() }
  }

  /// How many streams are open now.
  var openStreams: Int {
    lock.lock()
    defer { lock.unlock() }
    return signals.count
  }

  /// A new page's event stream: first `hello` with the server run and the site's generation, then one
  /// event per change; nil when `maximumStreams` are open.
  func stream() -> EventStream? {
    lock.lock()
    defer { lock.unlock() }
    guard signals.count < Self.maximumStreams, let signal = StreamSignal() else { return nil }
    let id = nextStream
    nextStream += 1
    signals[id] = signal
    let seen = Box(-1)
    return EventStream(
      signal: signal, idleSeconds: Self.keepAliveSeconds, idle: Array(": keep-alive\n\n".utf8),
      ended: { [self] in
        lock.lock()
        signals[id] = nil
        lock.unlock()
      }
    ) { [self] in
      lock.lock()
      defer { lock.unlock() }
      if isStopped { return nil }
      guard seen.value != generation else { return [] }
      let first = seen.value < 0
      seen.value = generation
      var text =
        first
        ? "event: hello\ndata: \(instance) \(generation)\n\n"
        : "event: generation\ndata: \(instance) \(generation)\n\n"
      if let problem {
        text += "event: problem\n" + problem.split(separator: "\n").map { "data: \($0)\n" }.joined() + "\n"
      } else if !first {
        text += "event: reload\ndata: \(generation)\n\n"
      }
      return Array(text.utf8)
    }
  }

  /// A served HTML page with the script added before `</head>` (after everything else the head loads),
  /// and with `organizer` (a site that is not published) the organizer's style and script. The one
  /// piece of markup the server writes: the built pages on disk never hold it.
  static func decorate(_ page: [UInt8], organizer: Bool = false) -> [UInt8] {
    let tag = organizer ? organizerTags : liveReloadTag
    let head = Array("</head>".utf8)
    // A plain scan over the bytes (the generic collection search costs more than the rest of a request).
    let found = page.withUnsafeBufferPointer { bytes -> Int? in
      guard bytes.count >= head.count else { return nil }
      for index in 0...(bytes.count - head.count) where bytes[index] == head[0] {
        if (1..<head.count).allSatisfy({ bytes[index + $0] == head[$0] }) { return index }
      }
      return nil
    }
    guard let at = found else { return page + tag }
    var result = [UInt8]()
    result.reserveCapacity(page.count + tag.count)
    result += page[..<at]
    result += tag
    result += page[at...]
    return result
  }
}

extension LiveReload {
  static let liveReloadTag = Array("<script src=\"\(scriptPath)\" defer=\"defer\"></script>\n".utf8)
  static let organizerTags =
    liveReloadTag
    + Array(
      """
      <link rel="stylesheet" href="\(GalleryServer.organizerStylePath)" />
      <script src="\(GalleryServer.organizerWordsPath)" defer="defer"></script>
      <script src="\(GalleryServer.organizerScriptPath)" defer="defer"></script>

      """.utf8)
}

/// A value one stream's thread reads and writes.
private final class Box<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
