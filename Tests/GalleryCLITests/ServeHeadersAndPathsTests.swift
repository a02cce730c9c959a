import Foundation
import GalleryTestSupport
import Testing

/// `gallery serve`: what every answer says about framing, and the addresses and positions a move page
/// refuses (issue 21, items 4 and 11).
@Suite struct ServeHeadersAndPathsTests {
  private func served() throws -> (TemporaryFolder, GalleryServerProcess, [String]) {
    try GalleryServerProcess.servingSample()
  }

  @Test func everyAnswerForbidsFramingByAnotherPage() throws {
    // Given a served gallery
    let (workspace, server, ids) = try served()
    defer { withExtendedLifetime(workspace) {} }
    defer { _ = server.stop() }
    let edit = "/edit/\(ids[1]).html"
    // When every kind of answer is asked for: pages, the move form's answers, errors, static files
    let answers: [(String, () throws -> GalleryServerProcess.Response)] = [
      ("grid page", { try server.request("GET", "/index.html") }),
      ("edit page", { try server.request("GET", edit) }),
      ("folder redirect", { try server.request("GET", "/page") }),
      ("style sheet", { try server.request("GET", "/assets/style.css") }),
      ("SVG", { try server.request("GET", "/assets/favicon.svg") }),
      ("reload script", { try server.request("GET", "/_gallery/live-reload.js") }),
      ("event stream (HEAD)", { try server.request("HEAD", "/_gallery/events") }),
      ("not found", { try server.request("GET", "/no/such.html") }),
      ("refused address", { try server.request("GET", "/%2e%2e/x") }),
      ("foreign Host", { try server.request("GET", "/index.html", headers: ["Host": "evil.example:1"]) }),
      ("PUT", { try server.request("PUT", "/index.html") }),
      ("saved move", { try server.post(edit, form: "position=2") }),
      ("refused move", { try server.post(edit, form: "position=99") }),
      (
        "foreign Origin",
        { try server.post(edit, form: "position=1", headers: ["Origin": "http://evil.example"]) }
      ),
      (
        "oversized form",
        { try server.post(edit, form: "position=1&x=" + String(repeating: "x", count: 10_000)) }
      ),
    ]
    for (name, send) in answers {
      let response = try send()
      // Then each says that no other page may frame it
      #expect(response.status != 0, "\(name): no answer")
      let policy = response.headers["content-security-policy"] ?? ""
      #expect(policy.contains("frame-ancestors 'none'"), "\(name) (\(response.status)): CSP '\(policy)'")
      #expect(response.headers["x-frame-options"] == "DENY", "\(name) (\(response.status))")
    }
    // And an SVG keeps its own sandbox policy besides
    let svg = try server.request("GET", "/assets/favicon.svg").headers["content-security-policy"] ?? ""
    #expect(svg.contains("sandbox") && svg.contains("default-src 'none'"), "\(svg)")
  }

  /// A clip's player seeks with byte ranges: a served file answers one with its part (206), a start
  /// past the end with 416, and says it takes ranges; a clip is sent as the video it is.
  @Test func filesAnswerByteRangesAndClipsTheirVideoType() throws {
    let (workspace, server, _) = try served()
    defer { _ = server.stop() }
    let bytes = (0..<1000).map { UInt8($0 % 251) }
    try workspace.writeBytes("out/clips/a.mp4", bytes)
    let whole = try server.request("GET", "/clips/a.mp4")
    #expect(whole.status == 200 && whole.body == bytes)
    #expect(whole.headers["content-type"] == "video/mp4")
    #expect(whole.headers["accept-ranges"] == "bytes")
    let part = try server.request("GET", "/clips/a.mp4", headers: ["Range": "bytes=100-199"])
    #expect(part.status == 206)
    #expect(part.headers["content-range"] == "bytes 100-199/1000")
    #expect(part.body == Array(bytes[100..<200]))
    let tail = try server.request("GET", "/clips/a.mp4", headers: ["Range": "bytes=-10"])
    #expect(tail.status == 206 && tail.body == Array(bytes[990...]))
    let past = try server.request("GET", "/clips/a.mp4", headers: ["Range": "bytes=5000-"])
    #expect(past.status == 416)
    #expect(past.headers["content-range"] == "bytes */1000")
    let style = try server.request("GET", "/assets/style.css", headers: ["Range": "bytes=0-9"])
    #expect(style.status == 206 && style.body.count == 10)
  }

  @Test func aFileAddressedAsAFolderIsNotFoundAndSavesNothing() throws {
    // Given a served gallery
    let (workspace, server, ids) = try served()
    defer { _ = server.stop() }
    let manifest = workspace.read("g/gallery.json")
    let edit = "/edit/\(ids[1]).html/"
    // When an edit page, the reload script or the event stream is asked for with a trailing slash
    for target in [edit, "/_gallery/live-reload.js/", "/_gallery/events/"] {
      let response = try server.request("GET", target)
      // Then it is not found, as a static file so addressed is
      #expect(response.status == 404, "GET \(target): \(response.status)")
    }
    // And a POST there is not found either, and saves nothing
    let post = try server.post(edit, form: "position=3")
    #expect(post.status == 404, "POST \(edit): \(post.status)")
    #expect(workspace.read("g/gallery.json") == manifest)
  }

  @Test func aPositionIsDigitsOnly() throws {
    // Given a served gallery
    let (workspace, server, ids) = try served()
    defer { _ = server.stop() }
    let manifest = workspace.read("g/gallery.json")
    let edit = "/edit/\(ids[1]).html"
    // When the form sends a position with a sign, a space, a leading zero or other non-digits
    for position in ["%2B3", "3+", "+3", "%203", "03", "3.0", "3e0", "%EF%BC%93", "-0", "0x3", ""] {
      let response = try server.post(edit, form: "position=" + position)
      // Then it is refused with the form's usual message, and nothing is saved
      #expect(response.status == 400, "position=\(position): \(response.status)")
      #expect(
        response.text.contains("is not a position: choose a whole number from 1 to 12"),
        "position=\(position): \(response.text.prefix(300))")
      #expect(workspace.read("g/gallery.json") == manifest, "position=\(position) saved")
    }
    // And digits still move
    #expect(try server.post(edit, form: "position=3").status == 303)
  }
}
