import Foundation
import GalleryTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Files dropped into the organizer under `gallery serve` (issue 49): uploaded (`upload`), then added
/// at their position as one edit (`add-photos`) with the texts and dates `init` reads, one undo away;
/// and every hostile upload refused with nothing written: a script named `.jpg`, a body announced at
/// 2 GB, a body cut halfway, `../`, NUL or 256 bytes in the name, a folder swapped for a link, another
/// site, a published site. Photos removed (`remove-photos`) keep their files.
@Suite(.serialized) struct ServeUploadAPITests {
  private let api = ServeEditAPITests()

  /// An upload as the organizer sends it: the file's bytes, its name in the query.
  private func upload(
    _ server: GalleryServerProcess, _ bytes: [UInt8], name: String, headers: [String: String] = [:]
  ) throws -> GalleryServerProcess.Response {
    var all = [
      "Origin": "http://127.0.0.1:\(server.port)", "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/octet-stream",
    ]
    for (key, value) in headers { all[key] = value }
    let query = name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    return try server.request("POST", "/_gallery/edit/upload?name=" + query, headers: all, body: bytes)
  }

  /// What the staging folder and the gallery folder hold besides the manifest and its history.
  private func written(_ workspace: TemporaryFolder) -> [String] {
    workspace.files("g").filter {
      !$0.hasPrefix("gallery.json") && !$0.hasPrefix(".gallery") && !$0.hasPrefix(".cleangallery-cache")
    }.sorted()
  }

  private func photos(_ workspace: TemporaryFolder) throws -> [String: Any] {
    let data = Data((workspace.read("g/gallery.json") ?? "").utf8)
    return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test(.enabled(if: MetadataPhotos.canMake, Comment(rawValue: MetadataPhotos.skipReason)))
  func droppedFilesAreAddedAtTheirPositionWithTheirTextsAsOneEdit() throws {
    let (workspace, server) = try api.served()
    defer { _ = server.stop() }
    try MetadataPhotos.make(in: workspace.path + "/made")
    let original = workspace.read("g/gallery.json")
    let captioned = try #require(
      FileManager.default.contents(atPath: workspace.path + "/made/embedded-xmp.jpg"))
    let plain = try #require(FileManager.default.contents(atPath: workspace.path + "/made/nothing.jpg"))
    let first = api.json(try upload(server, Array(captioned), name: "Cliff.jpg"))
    let second = api.json(try upload(server, Array(plain), name: "cliff.JPG"))
    #expect(first["ok"] as? Bool == true && second["ok"] as? Bool == true, "\(first) \(second)")
    let form =
      [first, second].map {
        "upload=\($0["upload"] ?? "")&name=" + api.escaped(($0["name"] as? String) ?? "")
      }
      .joined(separator: "&") + "&album=a&position=2"
    let added = try server.post("/_gallery/edit/add-photos", form: form)
    #expect(added.status == 200, "\(added.text)")
    #expect(
      (api.json(added)["message"] as? String)?.hasPrefix("added 'cliff', 'cliff-2' at 2–3 of album 'a'; ")
        == true, "\(added.text)")
    // Beside album a's files? They are remote: in a folder named by the album. A twin name got -2.
    #expect(workspace.files("g/a").sorted() == ["Cliff.jpg", "cliff-2.JPG"])
    let album = try #require((try photos(workspace)["albums"] as? [[String: Any]])?.first)
    let ids = (album["photos"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
    #expect(ids == ["a1", "cliff", "cliff-2", "a2", "a3"])
    let cliff = (album["photos"] as? [[String: Any]])?[1]
    #expect(cliff?["title"] as? String == "Title from XMP")
    #expect(cliff?["description"] as? String == "Description from XMP")
    #expect(cliff?["image"] as? String == "a/Cliff.jpg")
    #expect(try server.request("GET", "/photos/cliff.html").status == 200)
    #expect(workspace.files("g/" + ".cleangallery-uploads").isEmpty)
    // Only album a's pages (and the pages listing every photo) were rendered: the site is still the
    // one a full build makes.
    try EditedGallery.expectSameAsAFullBuild(workspace, site: "out")
    // One undo: the manifest's bytes back; the files stay (they are the owner's now).
    #expect(try server.post("/_gallery/edit/undo", form: "").status == 200)
    #expect(workspace.read("g/gallery.json") == original)
    #expect(workspace.files("g/a").count == 2)
    #expect(try workspace.gallery("validate", "out").status == 0)
    try EditedGallery.expectSameAsAFullBuild(workspace, site: "out")
    // The terminal says what the drop's images took to make; the undo made none.
    let saved = server.stop().stdout.split(separator: "\n").filter { $0.hasPrefix("Saved an edit: ") }
    #expect(saved.count == 2, "\(saved)")
    #expect(
      saved.first?.contains(try #require(try Regex("; made 2 images in [0-9]+\\.[0-9]{2} s$"))) == true,
      "\(saved)")
    #expect(saved.last?.contains("; made ") == false, "\(saved)")
  }

  @Test func hostileUploadsAreRefusedAndNothingIsWritten() throws {
    let (workspace, server) = try api.served()
    defer { _ = server.stop() }
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 64)
    let cases: [(String, [UInt8], [String: String], Int)] = [
      ("evil.jpg", Array("#!/bin/sh\nrm -rf ~\n".utf8), [:], 415),
      (
        "drawing.jpg", Array("<svg xmlns='http://www.w3.org/2000/svg'><script>x()</script></svg>".utf8), [:],
        415
      ),
      ("../../escape.jpg", jpeg, [:], 400),
      ("a\u{0}b.jpg", jpeg, [:], 400),
      (String(repeating: "n", count: 256) + ".jpg", jpeg, [:], 400),
      ("x.jpg", jpeg, ["Origin": "http://evil.example", "Sec-Fetch-Site": "cross-site"], 403),
      ("x.jpg", jpeg, ["Content-Type": "multipart/form-data; boundary=x"], 415),
    ]
    for (name, bytes, headers, status) in cases {
      let response = try upload(server, bytes, name: name, headers: headers)
      #expect(response.status == status, "\(name.prefix(30)): \(response.text)")
      #expect(api.json(response)["ok"] as? Bool == false || response.status == 413)
    }
    // Why, in the site's language too (English here), naming the file as sent.
    let script = api.json(try upload(server, Array("#!/bin/sh\n".utf8), name: "evil.jpg"))
    #expect(script["said"] as? String == "“evil.jpg” is not a photo or clip this gallery takes.", "\(script)")
    let named = api.json(try upload(server, jpeg, name: "../../escape.jpg"))
    #expect(named["said"] as? String == "“../../escape.jpg” cannot be a file's name here.", "\(named)")
    // Announced at 2 GB: refused at its headers, before a byte of it is read.
    let huge = try server.exchange(
      Array(
        ("POST /_gallery/edit/upload?name=big.jpg HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
          + "Origin: http://127.0.0.1:\(server.port)\r\nContent-Type: application/octet-stream\r\n"
          + "Content-Length: 2147483648\r\nConnection: close\r\n\r\n").utf8) + jpeg)
    #expect(
      String(decoding: huge, as: UTF8.self).hasPrefix("HTTP/1.1 413"),
      "\(String(decoding: huge.prefix(80), as: UTF8.self))")
    // Cut halfway: the server sees a short body, and the part is removed.
    let cut = try server.connection(
      sending: Array(
        ("POST /_gallery/edit/upload?name=cut.jpg HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
          + "Origin: http://127.0.0.1:\(server.port)\r\nContent-Type: application/octet-stream\r\n"
          + "Content-Length: 1000000\r\n\r\n").utf8) + jpeg)
    Thread.sleep(forTimeInterval: 0.5)
    #expect(workspace.files("g/.cleangallery-uploads").count == 1)  // the part, while it arrives
    close(cut)
    var waited = 0.0
    while !workspace.files("g/.cleangallery-uploads").isEmpty && waited < 10 {
      Thread.sleep(forTimeInterval: 0.1)
      waited += 0.1
    }
    #expect(workspace.files("g/.cleangallery-uploads").isEmpty)
    #expect(written(workspace).allSatisfy { $0.hasPrefix(".cleangallery-uploads") }, "\(written(workspace))")
    #expect(!FileManager.default.fileExists(atPath: workspace.path + "/escape.jpg"))
    // A token that is no upload, and a name sent back that is not safe: refused.
    let good = api.json(try upload(server, jpeg, name: "good.jpg"))
    let token = try #require(good["upload"] as? String)
    for form in [
      "upload=" + String(repeating: "0", count: 32) + "&name=x.jpg", "upload=../../etc&name=x.jpg",
      "upload=\(token)&name=" + api.escaped("../x.jpg"), "upload=\(token)",
      // One upload named twice would be one file under two names: refused.
      "upload=\(token)&name=a.jpg&upload=\(token)&name=b.jpg",
    ] {
      let refused = try server.post("/_gallery/edit/add-photos", form: form)
      #expect(refused.status == 400, "\(form): \(refused.text)")
    }
    #expect(
      written(workspace).filter { !$0.hasPrefix(".cleangallery-uploads") }.isEmpty, "\(written(workspace))")
  }

  @Test func aFolderSwappedForALinkIsNeverWrittenThrough() throws {
    let (workspace, server) = try api.served()
    defer { _ = server.stop() }
    let outside = try TemporaryFolder()
    // Album b's files would go into g/b: a link to a folder outside the gallery stands there.
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path + "/g/b", withDestinationPath: outside.path)
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 64)
    let token = try #require(api.json(try upload(server, jpeg, name: "x.jpg"))["upload"] as? String)
    let before = workspace.read("g/gallery.json")
    let refused = try server.post("/_gallery/edit/add-photos", form: "upload=\(token)&name=x.jpg&album=b")
    #expect(refused.status == 400, "\(refused.text)")
    #expect(outside.files().isEmpty)
    #expect(workspace.read("g/gallery.json") == before)
  }

  @Test func removedPhotosLeaveTheGalleryAndKeepTheirFiles() throws {
    let (workspace, server) = try api.served()
    defer { _ = server.stop() }
    let original = workspace.read("g/gallery.json")
    let removed = try server.post("/_gallery/edit/remove-photos", form: "photo=a2&photo=r1")
    #expect(removed.status == 200, "\(removed.text)")
    #expect(
      (api.json(removed)["message"] as? String)?.hasPrefix("took 'a2', 'r1' out of the gallery; ") == true)
    #expect(!api.ids(workspace).contains("a2") && !api.ids(workspace).contains("r1"))
    #expect(try server.request("GET", "/photos/a2.html").status == 404)
    let unknown = try server.post("/_gallery/edit/remove-photos", form: "photo=zz")
    #expect(unknown.status == 404)
    #expect(try server.post("/_gallery/edit/undo", form: "").status == 200)
    #expect(workspace.read("g/gallery.json") == original)
  }

  @Test func aPublishedSiteTakesNoUpload() throws {
    let (workspace, server) = try api.served(["--publish"])
    defer { _ = server.stop() }
    let response = try upload(server, [0xFF, 0xD8, 0xFF, 0xE0], name: "x.jpg")
    #expect(response.status == 404)
    #expect(written(workspace).isEmpty, "\(written(workspace))")
  }
}
