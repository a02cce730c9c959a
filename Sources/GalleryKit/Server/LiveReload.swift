import Foundation

/// Tells open pages that the site changed: each served page loads a small script (`script`, from the
/// server, never written into the site) that listens to `eventsPath` with Server-Sent Events and reloads
/// the page on `reload`, or shows the build problem on `problem` while the last good site stays served.
///
/// One instance per server. Each event stream blocks its connection's own thread (the server runs one
/// per connection) until something happens, with a comment every `keepAliveSeconds` so idle
/// connections stay open; `stop()` ends every stream so the server can shut down.
public final class LiveReload: @unchecked Sendable {
  public static let scriptPath = "/_gallery/live-reload.js"
  public static let eventsPath = "/_gallery/events"
  /// A closed page's stream is noticed when the next comment cannot be sent: this often.
  static let keepAliveSeconds = 5.0
  /// At most this many pages listen at once (each holds a connection and its thread); more get 503.
  static let maximumStreams = 16

  private let condition = NSCondition()
  private var generation = 0
  private var problem: String?
  private var isStopped = false
  private var streams = 0
  /// Different for each server run, so a page that reconnects to a new server reloads.
  private let instance = String(UInt64.random(in: 1...UInt64.max), radix: 36)

  public init() {}

  /// The site was rebuilt: every open page reloads.
  public func siteChanged() {
    condition.lock()
    generation += 1
    problem = nil
    condition.broadcast()
    condition.unlock()
  }

  /// A rebuild failed: open pages show `message` (the old site is still what they show).
  public func buildFailed(_ message: String) {
    condition.lock()
    generation += 1
    problem = message
    condition.broadcast()
    condition.unlock()
  }

  /// Ends every stream.
  public func stop() {
    condition.lock()
    isStopped = true
    condition.broadcast()
    condition.unlock()
  }

  /// A new page's event stream: first the server's state, then one event per change; nil when
  /// `maximumStreams` are open.
  func stream() -> EventStream? {
    condition.lock()
    defer { condition.unlock() }
    guard streams < Self.maximumStreams else { return nil }
    streams += 1
    let seen = Box(-1)
    return EventStream(ended: { [self] in
      condition.lock()
      streams -= 1
      condition.unlock()
    }) { [self] in
      condition.lock()
      defer { condition.unlock() }
      let deadline = Date().addingTimeInterval(Self.keepAliveSeconds)
      while !isStopped && seen.value == generation {
        if !condition.wait(until: deadline) { return Array(": keep-alive\n\n".utf8) }
      }
      if isStopped { return nil }
      let first = seen.value < 0
      seen.value = generation
      var text = first ? "event: hello\ndata: \(instance)\n\n" : ""
      if let problem {
        text += "event: problem\n" + problem.split(separator: "\n").map { "data: \($0)\n" }.joined() + "\n"
      } else if !first {
        text += "event: reload\ndata: \(generation)\n\n"
      }
      return Array(text.utf8)
    }
  }

  /// A served HTML page with the script added before `</head>` (after everything else the head loads).
  /// The one piece of markup the server writes: the built pages on disk never hold it.
  static func decorate(_ page: [UInt8]) -> [UInt8] {
    let tag = Array("<script src=\"\(scriptPath)\" defer=\"defer\"></script>\n".utf8)
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

  /// The page script: reloads on `reload`, or when it reconnects to a different server run, but not
  /// once the page has sent a form; shows a build problem in a banner made with `textContent` (the
  /// message is never parsed as HTML).
  static let script = Array(
    """
    // Added by `gallery serve` to the pages it serves; never part of the built site.
    (() => {
      let server = null;
      let banner = null;
      const events = new EventSource("\(eventsPath)");
      events.addEventListener("hello", (event) => {
        if (server !== null && server !== event.data) location.reload();
        server = event.data;
      });
      // A page sending its form is already on its way to the next page: a reload now (for the very
      // change the form made) would cancel that navigation.
      document.addEventListener("submit", () => events.close(), true);
      events.addEventListener("reload", () => location.reload());
      events.addEventListener("problem", (event) => {
        if (banner === null) {
          banner = document.createElement("div");
          banner.setAttribute("role", "alert");
          banner.className = "gallery-serve-problem";
          banner.style.cssText = "position:fixed;inset:0 0 auto 0;z-index:1000;margin:0;padding:1em;" +
            "background:#8b0000;color:#fff;font:1rem/1.4 monospace;white-space:pre-wrap;max-height:50vh;overflow:auto";
          document.body.prepend(banner);
        }
        banner.textContent = "The last change could not be built; this is the last good site.\\n\\n" + event.data;
      });
    })();

    """.utf8)
}

/// A value one stream's thread reads and writes.
private final class Box<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
