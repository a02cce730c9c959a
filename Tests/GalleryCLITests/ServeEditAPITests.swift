import Foundation
import GalleryTestSupport
import Testing

/// The organizer's endpoints of `gallery serve` (`/_gallery/edit/…`) as the browser calls them: each
/// edit saved through the same use cases as the commands and answered in JSON, every refusal with its
/// status and nothing saved, a change made on disk kept, and none of it on a published site.
@Suite struct ServeEditAPITests {
  /// Top-level r1, album `a` (a1…a3), album `b` (b1), remote images; served from `out`.
  /// `language`: the site's, when not English.
  func served(
    _ extra: [String] = [], language: String? = nil
  ) throws -> (TemporaryFolder, GalleryServerProcess) {
    let workspace = try TemporaryFolder()
    func photos(_ ids: [String]) -> String {
      ids.map { #"{"id": "\#($0)", "image": "https://images.example.com/\#($0).jpg", "title": "T \#($0)"}"# }
        .joined(separator: ", ")
    }
    try workspace.write(
      "g/gallery.json",
      #"{"title": "Trips", \#(language.map { #""language": "\#($0)", "# } ?? "")"#
        + #""photos": [\#(photos(["r1"]))], "albums": ["#
        + #"{"id": "a", "title": "Alpha", "photos": [\#(photos(["a1", "a2", "a3"]))]}, "#
        + #"{"id": "b", "title": "Beta", "photos": [\#(photos(["b1"]))]}]}"#)
    let server = try GalleryServerProcess(["g", "--output", "out"] + extra, in: workspace.path)
    return (workspace, server)
  }

  /// Album and photo ids as the manifest holds them.
  func ids(_ workspace: TemporaryFolder) -> [String] {
    let text = workspace.read("g/gallery.json") ?? ""
    return text.components(separatedBy: "\"id\": \"").dropFirst().compactMap {
      $0.split(separator: "\"").first.map(String.init)
    }
  }

  func json(_ response: GalleryServerProcess.Response) -> [String: Any] {
    #expect(response.headers["content-type"] == "application/json; charset=utf-8")
    #expect(response.headers["cache-control"] == "no-store")
    return (try? JSONSerialization.jsonObject(with: Data(response.body))) as? [String: Any] ?? [:]
  }

  @Test func stateSaysWhereAPhotoAndAnAlbumStand() throws {
    let (workspace, server) = try served()
    defer { withExtendedLifetime(workspace) {} }
    defer { _ = server.stop() }
    let photo = json(try server.request("GET", "/_gallery/edit/state?photo=a2"))
    let shown = photo["photo"] as? [String: Any]
    #expect(shown?["title"] as? String == "T a2")
    #expect(shown?["album"] as? String == "a")
    #expect(shown?["position"] as? Int == 2)
    #expect(shown?["count"] as? Int == 3)
    #expect(shown?["description"] is NSNull)
    let albums = (photo["albums"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
    #expect(albums == ["Alpha", "Beta"])
    let history = photo["history"] as? [String: Any]
    #expect(history?["undo"] is NSNull)
    let album = json(try server.request("GET", "/_gallery/edit/state?album=b"))
    #expect((album["album"] as? [String: Any])?["position"] as? Int == 2)
    let unknown = try server.request("GET", "/_gallery/edit/state?photo=nope")
    #expect(unknown.status == 404)
    #expect(json(unknown)["field"] as? String == "photo")
  }

  @Test func aDropTakesThePositionOfTheCellItLandsOn() throws {
    let (workspace, server) = try served()
    defer { _ = server.stop() }
    let first = try server.post("/_gallery/edit/move", form: "photo=a1&target=a3")
    #expect(first.status == 200, "\(first.text)")
    let answer = json(first)
    #expect(answer["ok"] as? Bool == true)
    #expect(answer["changed"] as? Bool == true)
    #expect((answer["message"] as? String)?.hasPrefix("moved 'a1' from 2 to 3") == false)
    #expect((answer["message"] as? String)?.hasPrefix("moved 'a1' from 1 to 3; ") == true, "\(answer)")
    #expect(answer["generation"] as? Int == 1)
    #expect((answer["history"] as? [String: Any])?["undo"] as? String == "moved 'a1' from 1 to 3")
    #expect(ids(workspace) == ["r1", "a", "a2", "a3", "a1", "b", "b1"])
    // Several photos: they leave their places and stand from the target's position on.
    #expect(try server.post("/_gallery/edit/move", form: "photo=a1&photo=a3&target=a2").status == 200)
    #expect(ids(workspace) == ["r1", "a", "a1", "a3", "a2", "b", "b1"])
    // A target in another album moves them there, at its position.
    #expect(try server.post("/_gallery/edit/move", form: "photo=r1&target=b1").status == 200)
    #expect(ids(workspace) == ["a", "a1", "a3", "a2", "b", "r1", "b1"])
    // "Move to position…" and "Move into album…": `position`, `album` (empty: the top level).
    #expect(try server.post("/_gallery/edit/move", form: "photo=a2&position=1").status == 200)
    #expect(ids(workspace) == ["a", "a2", "a1", "a3", "b", "r1", "b1"])
    #expect(try server.post("/_gallery/edit/move", form: "photo=a1&photo=a3&album=").status == 200)
    #expect(ids(workspace) == ["a1", "a3", "a", "a2", "b", "r1", "b1"])
    // The same place again: nothing saved, the generation as it was.
    let same = json(try server.post("/_gallery/edit/move", form: "photo=a2&position=1"))
    #expect(same["changed"] as? Bool == false)
    #expect(same["generation"] as? Int == 5)
    // The grid served shows the new order.
    let grid = try server.request("GET", "/index.html")
    #expect(grid.text.contains(#"data-photo-id="a1""#))
    #expect(try workspace.gallery("validate", "out").status == 0)
  }

  @Test func textsCoversAndAlbumsAreSavedAndShownEscaped() throws {
    let (workspace, server) = try served()
    defer { _ = server.stop() }
    let hostile = "</script><b>\"Dune\" & 'sun'</b>"
    let form = "photo=a2&title=" + escaped(hostile) + "&description=" + escaped("Line one\nLine two")
    let saved = try server.post("/_gallery/edit/texts", form: form)
    #expect(saved.status == 200, "\(saved.text)")
    let state = json(try server.request("GET", "/_gallery/edit/state?photo=a2"))
    #expect((state["photo"] as? [String: Any])?["title"] as? String == hostile)
    #expect((state["photo"] as? [String: Any])?["description"] as? String == "Line one\nLine two")
    let page = try server.request("GET", "/photos/a2.html")
    #expect(!page.text.contains("<b>\"Dune\""))
    #expect(page.text.contains("&lt;b&gt;"))
    // In the tool's own layout (which the first save left), an edit rewrites only its own lines.
    let before = (workspace.read("g/gallery.json") ?? "").split(separator: "\n")
    #expect(try server.post("/_gallery/edit/texts", form: "photo=a3&alt=New+alt").status == 200)
    let after = (workspace.read("g/gallery.json") ?? "").split(separator: "\n")
    let changes = after.difference(from: before)
    // The line before the new field gains its comma; nothing else moves.
    func lines(_ changes: [CollectionDifference<Substring>.Change]) -> [String] {
      changes.map { change in
        switch change {
        case .insert(_, let line, _), .remove(_, let line, _): line.trimmingCharacters(in: .whitespaces)
        }
      }
    }
    #expect(lines(changes.removals) == [#""title": "T a3""#])
    #expect(lines(changes.insertions) == [#""title": "T a3","#, #""alt": "New alt""#])
    // Absent fields stay; an empty one is removed.
    #expect(try server.post("/_gallery/edit/texts", form: "photo=a2&description=").status == 200)
    let cleared = json(try server.request("GET", "/_gallery/edit/state?photo=a2"))
    #expect((cleared["photo"] as? [String: Any])?["title"] as? String == hostile)
    #expect((cleared["photo"] as? [String: Any])?["description"] is NSNull)
    #expect(try server.post("/_gallery/edit/cover", form: "album=a&photo=a3").status == 200)
    #expect(workspace.read("g/gallery.json")?.contains(#""cover": "a3""#) == true)
    #expect(try server.post("/_gallery/edit/cover", form: "album=a").status == 200)
    #expect(workspace.read("g/gallery.json")?.contains(#""cover""#) == false)
    #expect(try server.post("/_gallery/edit/album-texts", form: "album=b&title=Bêta").status == 200)
    #expect(workspace.read("g/gallery.json")?.contains(#""title": "Bêta""#) == true)
    #expect(try server.post("/_gallery/edit/move-album", form: "album=b&target=a").status == 200)
    #expect(ids(workspace) == ["r1", "b", "b1", "a", "a1", "a2", "a3"])
    #expect(try workspace.gallery("validate", "out").status == 0)
  }

  @Test func aRefusedValueIsNamedAtItsFieldAndNothingIsSaved() throws {
    let (workspace, server) = try served()
    defer { _ = server.stop() }
    let before = workspace.read("g/gallery.json")
    let site = workspace.snapshot("out")
    let cases: [(String, String, Int, String?)] = [
      ("texts", "photo=a2&title=" + escaped("a\u{1}b"), 400, "title"),
      ("texts", "photo=a2&title=" + String(repeating: "x", count: 5_000), 400, "title"),
      ("texts", "photo=a2&tags=" + escaped("ok, " + String(repeating: "t", count: 500)), 400, "tags"),
      ("texts", "photo=nope&title=x", 404, "photo"),
      ("move", "photo=a2&position=0", 400, nil), ("move", "photo=a2&position=%2B2", 400, nil),
      ("move", "photo=a2&position=9", 400, "position"), ("move", "photo=a2&target=nope", 404, "photo"),
      ("move", "photo=a2&album=nope", 404, "album"), ("move", "position=1", 400, nil),
      ("move", "photo=a1&photo=a1&position=1", 400, nil), ("cover", "album=a&photo=b1", 400, "cover"),
      ("move-album", "album=a&target=nope", 404, "album"), ("album-texts", "album=a&title=", 400, "title"),
      ("move-album", "album=a&position=9", 400, "position"), ("nope", "x=1", 404, nil),
      ("selection-texts", "photo=a1&photo=nope&add-tags=x", 404, "photo"),
      ("selection-texts", "photo=a1&photo=a1&add-tags=x", 400, nil),
      ("selection-texts", "photo=a1", 400, nil), ("selection-texts", "add-tags=x", 400, nil),
      ("selection-texts", "photo=a1&caption=x&caption-mode=prepend", 400, nil),
      ("selection-texts", "photo=a1&photo=a2&alt=" + String(repeating: "x", count: 1_001), 400, "alt"),
    ]
    for (action, form, status, field) in cases {
      let response = try server.post("/_gallery/edit/\(action)", form: form)
      #expect(response.status == status, "\(action) \(form): \(response.text)")
      let answer = json(response)
      #expect(answer["ok"] as? Bool == false)
      #expect(answer["field"] as? String == field, "\(action) \(form): \(response.text)")
      #expect((answer["message"] as? String)?.contains("\n") == false)
      // In the browser's words: a form field, never a command line's flag (`--to`).
      #expect((answer["message"] as? String)?.contains("--") == false, "\(action) \(form): \(response.text)")
    }
    let past = json(try server.post("/_gallery/edit/move", form: "photo=a2&position=9"))
    #expect(
      past["message"] as? String
        == "Position 9 is past the end: a photo in album 'a' can go to positions 1 to 3.")
    let huge = try server.post(
      "/_gallery/edit/texts", form: "photo=a2&title=" + String(repeating: "x", count: 200_000))
    #expect(huge.status == 413)
    #expect(workspace.read("g/gallery.json") == before)
    #expect(workspace.snapshot("out") == site)
    #expect(workspace.read("g/.gallery-history") == nil)
  }

  @Test func everyEditRefusesRequestsFromAnotherSite() throws {
    let (workspace, server) = try served()
    defer { _ = server.stop() }
    let before = workspace.read("g/gallery.json")
    let port = server.port
    let attempts: [[String: String]] = [
      ["Origin": "http://evil.example"], ["Origin": "", "Sec-Fetch-Site": "cross-site"],
      ["Origin": "", "Sec-Fetch-Site": ""], ["Origin": "null"],
      ["Host": "rebound.example:\(port)", "Origin": "http://rebound.example:\(port)"],
      ["Origin": "http://127.0.0.1:\(port)", "Sec-Fetch-Site": "same-site"],
    ]
    for action in [
      "move", "move-album", "texts", "selection-texts", "cover", "album-texts", "new-album", "remove-album",
      "upload", "add-photos", "remove-photos", "undo", "redo",
    ] {
      for headers in attempts {
        let response = try server.post(
          "/_gallery/edit/\(action)", form: "photo=a1&target=a3", headers: headers)
        #expect(response.status == 403, "\(action) \(headers): \(response.status)")
      }
      let plain = try server.post(
        "/_gallery/edit/\(action)", form: "photo=a1&target=a3", headers: ["Content-Type": "text/plain"])
      #expect(plain.status == 415, "\(action)")
      #expect(try server.request("GET", "/_gallery/edit/\(action)").status == 405, "\(action)")
    }
    #expect(workspace.read("g/gallery.json") == before)
  }

  @Test func undoAndRedoInTheBrowserAreTheCommandsHistory() throws {
    let (workspace, server) = try served()
    defer { _ = server.stop() }
    let original = workspace.read("g/gallery.json")
    let nothing = try server.post("/_gallery/edit/undo", form: "")
    #expect(nothing.status == 409)
    #expect(json(nothing)["message"] as? String == "nothing to undo")
    #expect(try server.post("/_gallery/edit/move", form: "photo=a3&position=1").status == 200)
    let moved = workspace.read("g/gallery.json")
    let undone = try server.post("/_gallery/edit/undo", form: "")
    #expect(undone.status == 200)
    #expect((json(undone)["message"] as? String)?.hasPrefix("undid: moved 'a3' from 3 to 1; ") == true)
    #expect(workspace.read("g/gallery.json") == original)
    #expect((json(undone)["history"] as? [String: Any])?["redo"] as? String == "moved 'a3' from 3 to 1")
    // The command line sees the same history.
    let redone = try workspace.gallery("redo", "--gallery", "g", "--output", "out", "--lock-timeout", "30")
    #expect(redone.status == 0, "\(redone.stderr)")
    #expect(workspace.read("g/gallery.json") == moved)
    // A hand edit since: refused, kept.
    let hand = (moved ?? "").replacingOccurrences(of: "\"T r1\"", with: "\"By hand\"")
    try workspace.write("g/gallery.json", hand)
    let refused = try server.post("/_gallery/edit/undo", form: "")
    #expect(refused.status == 409)
    #expect((json(refused)["message"] as? String)?.contains("changed since the last recorded edit") == true)
    #expect(workspace.read("g/gallery.json") == hand)
  }

  /// The organizer's "Edit texts" of a selection: photos of two albums and the top level changed in
  /// one request, shown on their pages, and taken back by one undo.
  @Test func aSelectionsTextsAreOneEditAndOneUndo() throws {
    let (workspace, server) = try served()
    defer { _ = server.stop() }
    let original = workspace.read("g/gallery.json")
    let form =
      "photo=a1&photo=b1&photo=r1&add-tags=" + escaped("kyoto, <night>") + "&caption="
      + escaped("Photo: Jane") + "&caption-mode=append&alt=" + escaped("A street")
    let saved = try server.post("/_gallery/edit/selection-texts", form: form)
    #expect(saved.status == 200, "\(saved.text)")
    let answer = json(saved)
    #expect(
      (answer["message"] as? String)?.hasPrefix(
        "set the description, alt text and tags of 'a1', 'b1', 'r1'; ")
        == true, "\(saved.text)")
    for id in ["a1", "b1", "r1"] {
      let photo =
        json(try server.request("GET", "/_gallery/edit/state?photo=\(id)"))["photo"] as? [String: Any]
      #expect(photo?["tags"] as? [String] == ["kyoto", "<night>"])
      #expect(photo?["description"] as? String == "Photo: Jane")
      #expect(photo?["alt"] as? String == "A street")
    }
    let page = try server.request("GET", "/photos/b1.html")
    #expect(page.text.contains("&lt;night&gt;") && !page.text.contains("<night>"))
    #expect(
      (answer["history"] as? [String: Any])?["undo"] as? String
        == (answer["message"] as? String).map {
          String($0.prefix(while: { $0 != ";" }))
        })
    let undone = try server.post("/_gallery/edit/undo", form: "")
    #expect(undone.status == 200, "\(undone.text)")
    #expect(workspace.read("g/gallery.json") == original)
    #expect(try workspace.gallery("validate", "out").status == 0)
  }

  @Test func anEditAfterAChangeOnDiskIsMadeOnTheBytesAsTheyAre() throws {
    let (workspace, server) = try served()
    defer { _ = server.stop() }
    let hand = (workspace.read("g/gallery.json") ?? "").replacingOccurrences(
      of: "\"T b1\"", with: "\"Typed\"")
    try workspace.write("g/gallery.json", hand)
    #expect(try server.post("/_gallery/edit/move", form: "photo=a1&target=a2").status == 200)
    let after = workspace.read("g/gallery.json") ?? ""
    #expect(after.contains("\"Typed\""))
    #expect(ids(workspace) == ["r1", "a", "a2", "a1", "a3", "b", "b1"])
  }

  /// The organizer's words are the site's: English here, with its counted forms.
  @Test func theOrganizersWordsAreServedForItsScript() throws {
    // The workspace is kept to the end: its folder goes with it.
    let (workspace, server) = try served()
    defer { withExtendedLifetime(workspace) { _ = server.stop() } }
    let page = try server.request("GET", "/index.html").text
    let words = try #require(page.range(of: "/_gallery/organizer-words.js"), "\(page.prefix(800))")
    let script = try #require(page.range(of: "/_gallery/organizer.js"))
    #expect(words.lowerBound < script.lowerBound)
    let served = try server.request("GET", "/_gallery/organizer-words.js")
    #expect(served.status == 200)
    #expect(served.headers["content-type"] == "text/javascript; charset=utf-8")
    #expect(served.text.contains(#""lang": "en", "dir": "ltr""#))
    #expect(served.text.contains(#""undo": "Undo""#))
    #expect(
      served.text.contains(#""selectedCount": {"one": "{count} selected", "other": "{count} selected"}"#))
  }

  @Test func aPublishedSiteHasNoOrganizer() throws {
    let (workspace, server) = try served(["--publish"])
    defer { _ = server.stop() }
    let before = workspace.read("g/gallery.json")
    let page = try server.request("GET", "/index.html")
    #expect(page.status == 200)
    #expect(!page.text.contains("organizer"))
    #expect(!page.text.contains("draggable"))
    #expect(try server.request("GET", "/_gallery/organizer.js").status == 404)
    #expect(try server.request("GET", "/_gallery/organizer-words.js").status == 404)
    #expect(try server.request("GET", "/_gallery/edit/state?photo=a1").status == 404)
    #expect(try server.post("/_gallery/edit/move", form: "photo=a1&target=a3").status == 404)
    #expect(workspace.read("g/gallery.json") == before)
  }

  @Test func theSiteOnDiskHoldsNoneOfTheOrganizer() throws {
    let (workspace, server) = try served()
    defer { _ = server.stop() }
    let served = try server.request("GET", "/index.html")
    #expect(served.text.contains(#"<script src="/_gallery/organizer.js" defer="defer"></script>"#))
    #expect(try server.request("GET", "/_gallery/organizer.js").status == 200)
    for (path, bytes) in workspace.snapshot("out") {
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(!text.contains("/_gallery/"), "\(path)")
      #expect(!text.contains("draggable"), "\(path)")
    }
  }

  func escaped(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
  }
}
