import Foundation
import GalleryTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `gallery serve` against clients no browser would be: repeated headers, huge lengths, connections
/// left unfinished, and live-reload streams opened and closed by the dozen (issue 21, items 5 and 10).
/// All over raw sockets to the binary.
@Suite struct ServeConnectionsTests {
  private func served() throws -> (TemporaryFolder, GalleryServerProcess, [String]) {
    try GalleryServerProcess.servingSample()
  }

  /// A move's POST with the given extra header lines, exactly as written.
  private func post(_ server: GalleryServerProcess, _ photo: String, lines: [String], body: String) -> [UInt8]
  {
    let head =
      ["POST /edit/\(photo).html HTTP/1.1", "Host: 127.0.0.1:\(server.port)", "Connection: close"] + lines
    return Array((head.joined(separator: "\r\n") + "\r\n\r\n" + body).utf8)
  }

  private func statusLines(_ raw: [UInt8]) -> [String] {
    String(decoding: raw, as: UTF8.self).components(separatedBy: "\r\n").filter { $0.hasPrefix("HTTP/1.") }
  }

  @Test func repeatedHeadersAreRefusedAndSaveNothing() throws {
    // Given a served gallery
    let (workspace, server, ids) = try served()
    defer { _ = server.stop() }
    let manifest = workspace.read("g/gallery.json")
    let origin = "Origin: http://127.0.0.1:\(server.port)"
    let form = ["Content-Type: application/x-www-form-urlencoded", "Sec-Fetch-Site: same-origin"]
    // When a move is sent with a header twice: two lengths, a foreign second Origin, a second Host
    let cases: [(String, [String])] = [
      ("two Content-Lengths", form + [origin, "Content-Length: 10", "Content-Length: 5"]),
      ("the same Content-Length twice", form + [origin, "Content-Length: 10", "Content-Length: 10"]),
      ("a second, foreign Origin", form + [origin, "Origin: http://evil.example", "Content-Length: 10"]),
      ("a second Host", form + [origin, "Host: evil.example:\(server.port)", "Content-Length: 10"]),
      ("a second Sec-Fetch-Site", form + [origin, "Sec-Fetch-Site: cross-site", "Content-Length: 10"]),
    ]
    for (name, lines) in cases {
      let raw = try server.exchange(post(server, ids[0], lines: lines, body: "position=3"))
      // Then it is refused with 400, one answer, and nothing is saved
      #expect(statusLines(raw).map { $0.prefix(12) } == ["HTTP/1.1 400"], "\(name): \(statusLines(raw))")
      #expect(workspace.read("g/gallery.json") == manifest, "\(name) saved the move")
    }
    // And the same move with each header once is saved
    let good = try server.exchange(
      post(server, ids[0], lines: form + [origin, "Content-Length: 10"], body: "position=3"))
    #expect(statusLines(good).first?.hasPrefix("HTTP/1.1 303") == true, "\(statusLines(good))")
  }

  @Test func aRequestTheLibraryRefusesGetsExactlyOneAnswer() throws {
    // Given a served gallery
    let (workspace, server, ids) = try served()
    defer { withExtendedLifetime(workspace) {} }
    defer { _ = server.stop() }
    // When a request's headers are refused before the server's own code sees them: a length past
    // 2^64, one that is not a number, HTTP/1.1 without Host; and a body announced far too long
    let cases: [(String, [UInt8], String)] = [
      (
        "huge Content-Length",
        post(server, ids[0], lines: ["Content-Length: 99999999999999999999999"], body: ""), "413"
      ),
      (
        "Content-Length 2^64-1",
        post(server, ids[0], lines: ["Content-Length: 18446744073709551615"], body: ""), "413"
      ),
      ("Content-Length not a number", post(server, ids[0], lines: ["Content-Length: abc"], body: ""), "400"),
      ("no Host", Array("GET /index.html HTTP/1.1\r\nConnection: close\r\n\r\n".utf8), "400"),
      (
        "headers over 32 KB",
        Array(
          ("GET /index.html HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Filler: "
            + String(repeating: "a", count: 40_000) + "\r\n\r\n").utf8), "431"
      ),
      (
        "headers past the library's pool",
        Array(
          ("GET /index.html HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Filler: "
            + String(repeating: "a", count: 400_000) + "\r\n\r\n").utf8), "431"
      ),
      (
        "a body of a gigabyte",
        post(server, ids[0], lines: ["Content-Length: 1000000000"], body: "position=1"), "413"
      ),
    ]
    for (name, raw, status) in cases {
      let answer = try server.exchange(raw)
      // Then exactly one status line comes back, with its status and the headers every answer has
      #expect(statusLines(answer).count == 1, "\(name): \(statusLines(answer))")
      #expect(
        statusLines(answer).first?.hasPrefix("HTTP/1.1 " + status) == true, "\(name): \(statusLines(answer))")
      let text = String(decoding: answer, as: UTF8.self)
      #expect(text.contains("X-Frame-Options: DENY"), "\(name): \(text.prefix(400))")
    }
  }

  @Test func connectionsLeftWithoutHeadersDoNotLockOthersOutAndAreClosed() throws {
    // Given a served gallery, and 64 connections from this address that never finish their headers
    let (workspace, server, _) = try served()
    defer { withExtendedLifetime(workspace) {} }
    defer { _ = server.stop() }
    let partial = Array("GET /index.html HTTP/1.1\r\nHost: 127.0.".utf8)
    let stalled = try (0..<64).map { _ in try server.connection(sending: partial, seconds: 60) }
    defer { stalled.forEach { close($0) } }
    // When another client of the same address asks for a page
    let page = try server.request("GET", "/index.html")
    // Then it is answered at once
    #expect(page.status == 200)
    // And the unfinished connections are closed by the server (after its header time, 10 s of quiet),
    // without an answer that claims a request was served
    for fd in stalled {
      let answer = server.receiveAll(fd)
      #expect(!String(decoding: answer, as: UTF8.self).contains("200 OK"))
    }
    #expect(try server.request("GET", "/index.html").status == 200)
  }

  @Test func closedStreamsFreeTheirPlaceAtOnceAndLeaveRoomForPages() throws {
    // Given a served gallery with as many live-reload streams open as it allows (32)
    let (workspace, server, _) = try served()
    defer { withExtendedLifetime(workspace) {} }
    defer { _ = server.stop() }
    let limit = 32
    // (`Connection: close`: a refused stream's connection then ends with its answer.)
    let request = Array(
      "GET /_gallery/events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n".utf8)
    func openStream() throws -> (Int32, String) {
      let fd = try server.connection(sending: request, seconds: 10)
      let text = server.receive(fd, until: "event: hello")
      return (fd, text)
    }
    var streams = try (0..<limit).map { _ in try openStream() }
    #expect(streams.allSatisfy { $0.1.hasPrefix("HTTP/1.1 200") && $0.1.contains("event: hello") })
    // Then ordinary requests still find room
    #expect(try server.request("GET", "/index.html").status == 200)
    #expect(try server.request("GET", "/assets/style.css").status == 200)
    // And one more stream is refused with 503 (the page's script retries it later)
    let extra = try openStream()
    close(extra.0)
    #expect(extra.1.hasPrefix("HTTP/1.1 503"), "\(extra.1.prefix(60))")
    // When all of them are closed by their pages, as many new streams are accepted straight away:
    // each attempt that is refused is retried for at most 2 s in all (the old server freed a closed
    // stream's place only when its next keep-alive comment failed, 5-10 s later)
    // (Only refused attempts spend the 2 s: on a loaded machine 32 accepted streams alone can take
    // longer, which says nothing of when a place was freed.)
    streams.forEach { close($0.0) }
    var refusedFor: TimeInterval = 0
    var accepted: [Int32] = []
    while accepted.count < limit && refusedFor < 2 {
      let started = Date()
      let (fd, text) = try openStream()
      if text.hasPrefix("HTTP/1.1 200") {
        accepted.append(fd)
      } else {
        close(fd)
        usleep(10_000)
        refusedFor += Date().timeIntervalSince(started)
      }
    }
    defer { accepted.forEach { close($0) } }
    #expect(accepted.count == limit)
    streams = []
  }
}
