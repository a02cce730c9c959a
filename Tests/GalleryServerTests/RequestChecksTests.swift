import Testing

@testable import GalleryServer

/// What `gallery serve` makes of a request before it looks at a file: the path, the form, who sent it.
@Suite struct RequestChecksTests {
  @Test(arguments: [
    ("/", "", true), ("/index.html", "index.html", false), ("/page/2.html?x=1#top", "page/2.html", false),
    ("/photos/", "photos", true), ("//photos//a.html", "photos/a.html", false),
    ("/media/my%20photo.jpg", "media/my photo.jpg", false),
    ("/.well-known/a.txt", ".well-known/a.txt", false),
  ])
  func pathsInsideTheSiteAreDecoded(target: String, path: String, isFolder: Bool) {
    #expect(RequestPath(target: target) == .site(path: path, isFolder: isFolder))
  }

  @Test(arguments: [
    ("/../secret", 400), ("/a/./b", 400), ("/%2e%2e/secret", 400), ("/a%2Fb", 400), ("/a%5cb", 400),
    ("/a%00b", 400), ("/a%zz", 400), ("/a%2", 400), ("/%c0%ae%c0%ae/", 400), ("/a\\b", 400), ("x/y", 400),
    ("http://host/index.html", 400), ("/.cleangallery-files", 404), ("/a/.git/config", 404),
  ])
  func pathsThatCouldLeaveTheSiteAreRefused(target: String, status: Int) {
    guard case .refused(let refused, _) = RequestPath(target: target) else {
      Issue.record("\(target) was not refused")
      return
    }
    #expect(refused == status)
  }

  @Test func anOverlongAddressIs414() {
    guard case .refused(let status, _) = RequestPath(target: "/" + String(repeating: "a", count: 1_024))
    else {
      Issue.record("not refused")
      return
    }
    #expect(status == 414)
  }

  @Test func formsAreDecodedAsBrowsersSendThem() {
    #expect(FormBody(Array("position=12".utf8))?.fields == ["position": "12"])
    #expect(FormBody(Array("a=1+2&b=%E2%82%AC&a=3".utf8))?.fields == ["a": "1 2", "b": "€"])
    #expect(FormBody(Array("position".utf8))?.fields == ["position": ""])
    #expect(FormBody(Array("position=%ff".utf8)) == nil)
    #expect(FormBody(Array("position=%4".utf8)) == nil)
  }

  private func request(
    host: String? = "127.0.0.1:8000", origin: String? = nil, site: String? = nil, loopback: Bool = true
  ) -> HTTPRequest {
    var headers: [String: String] = [:]
    headers["host"] = host
    headers["origin"] = origin
    headers["sec-fetch-site"] = site
    return HTTPRequest(method: "POST", target: "/edit/a.html", headers: headers, isFromLoopback: loopback)
  }

  @Test func aMoveMustComeFromOneOfTheServersOwnPages() {
    let guardian = EditGuard(port: 8000, allowsRemoteEdits: false)
    #expect(guardian.refusal(request(site: "same-origin")) == nil)
    #expect(guardian.refusal(request(origin: "http://127.0.0.1:8000")) == nil)
    #expect(guardian.refusal(request(host: "localhost:8000", origin: "http://localhost:8000")) == nil)
    #expect(guardian.refusal(request(host: "[::1]:8000", site: "same-origin")) == nil)
    let refused = [
      request(), request(site: "cross-site"), request(site: "same-site"),
      request(origin: "http://evil.example"),
      request(origin: "null"), request(origin: "http://127.0.0.1:8000", site: "cross-site"),
      request(site: "same-origin", loopback: false), request(host: nil, site: "same-origin"),
      request(host: "evil.example:8000", origin: "http://evil.example:8000"),
      request(host: "127.0.0.1:8001", site: "same-origin"), request(host: "127.1:8000", site: "same-origin"),
      request(host: "localhost.:8000", site: "same-origin"),
      request(host: "2130706433:8000", site: "same-origin"),
    ]
    for candidate in refused {
      #expect(guardian.refusal(candidate) != nil, "\(candidate.headers) was let through")
    }
    let remote = EditGuard(port: 8000, allowsRemoteEdits: true)
    #expect(remote.refusal(request(site: "same-origin", loopback: false)) == nil)
  }
}

/// A move form's position: digits only, as the form's choices are, read as the number the edit
/// scene takes.
@Suite struct FormPositionTests {
  @Test(arguments: [("1", 1), ("3", 3), ("12", 12), ("120", 120)])
  func digitsArePositions(text: String, value: Int) { #expect(GalleryServer.position(text) == value) }

  @Test(arguments: [
    "", "0", "03", "+3", " 3", "3 ", "-1", "3.0", "3e0", "٣", "３", "0x3", "1_0", "99999999999999999999",
  ])
  func anythingElseIsNot(text: String) { #expect(GalleryServer.position(text) == nil) }
}
