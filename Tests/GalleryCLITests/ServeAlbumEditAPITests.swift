import Foundation
import GalleryTestSupport
import Testing

/// The organizer's album edits under `gallery serve` (issue 49): "New album…" (`new-album`, empty or
/// with the selected photos), "Album…"'s id (`album-texts` with `id`) and "Delete album"
/// (`remove-album`), each the command line's use case, answered with the page that shows the outcome,
/// one step of undo, every refusal with its status and field and nothing saved.
@Suite struct ServeAlbumEditAPITests {
  private let api = ServeEditAPITests()

  @Test func aNewAlbumFromASelectionIsOneEditAndItsPageIsNamed() throws {
    let (workspace, server) = try api.served()
    defer { _ = server.stop() }
    let original = workspace.read("g/gallery.json")
    let form = "title=" + api.escaped("Best <of>") + "&parent=&photo=a2&photo=r1&photo=b1"
    let saved = try server.post("/_gallery/edit/new-album", form: form)
    #expect(saved.status == 200, "\(saved.text)")
    let answer = api.json(saved)
    #expect(
      (answer["message"] as? String)?.hasPrefix(
        "made album 'best-of' at position 3 of the top level, with 3 photos; ")
        == true, "\(saved.text)")
    #expect(answer["page"] as? String == "/albums/best-of/")
    // What the organizer shows: the sentence in the site's language (English here), the title quoted.
    #expect(answer["said"] as? String == "Made the album “Best <of>” with 3 photos.")
    let page = try server.request("GET", "/albums/best-of/")
    #expect(page.status == 200)
    #expect(page.text.contains("Best &lt;of&gt;") && !page.text.contains("Best <of>"))
    for id in ["a2", "r1", "b1"] { #expect(page.text.contains("photos/\(id).html")) }
    let undone = try server.post("/_gallery/edit/undo", form: "")
    #expect(undone.status == 200, "\(undone.text)")
    #expect(workspace.read("g/gallery.json") == original)
    #expect(try server.request("GET", "/albums/best-of/").status == 404)
    #expect(try workspace.gallery("validate", "out").status == 0)
  }

  @Test func anAlbumsNewIDAndItsDeleteLeadToTheirPages() throws {
    let (workspace, server) = try api.served()
    defer { _ = server.stop() }
    let made = try server.post("/_gallery/edit/new-album", form: "title=Day&id=day&parent=a")
    #expect(api.json(made)["page"] as? String == "/albums/day/", "\(made.text)")
    let state =
      api.json(try server.request("GET", "/_gallery/edit/state?album=day"))["album"] as? [String: Any]
    #expect(
      state?["photos"] as? Int == 0 && state?["albums"] as? Int == 0 && state?["parent"] as? String == "a")
    let renamed = try server.post("/_gallery/edit/album-texts", form: "album=day&id=day-one&title=Day+one")
    #expect(renamed.status == 200, "\(renamed.text)")
    #expect(api.json(renamed)["page"] as? String == "/albums/day-one/")
    #expect(try server.request("GET", "/albums/day/").status == 404)
    #expect(try server.request("GET", "/albums/day-one/").text.contains("Day one"))
    // Texts alone stay on their page: no page named.
    let texts = try server.post("/_gallery/edit/album-texts", form: "album=day-one&description=D")
    #expect(texts.status == 200 && api.json(texts)["page"] == nil, "\(texts.text)")
    let full = try server.post("/_gallery/edit/remove-album", form: "album=a")
    #expect(full.status == 409, "\(full.text)")
    #expect(
      (api.json(full)["message"] as? String)?.hasPrefix("album 'a' is not empty: it holds 3 photos") == true)
    let removed = try server.post("/_gallery/edit/remove-album", form: "album=day-one")
    #expect(removed.status == 200, "\(removed.text)")
    #expect(api.json(removed)["page"] as? String == "/albums/a/")
    #expect(try server.request("GET", "/albums/day-one/").status == 404)
    #expect(!api.ids(workspace).contains("day-one"))
  }

  @Test func aRefusedAlbumEditIsNamedAtItsFieldAndNothingIsSaved() throws {
    let (workspace, server) = try api.served()
    defer { _ = server.stop() }
    let before = workspace.read("g/gallery.json")
    let cases: [(String, String, Int, String?)] = [
      ("new-album", "title=", 400, "title"),
      ("new-album", "title=X&id=A", 400, "id"),
      ("new-album", "title=X&id=" + api.escaped("../x"), 400, "id"),
      ("new-album", "title=X&parent=zz", 404, "album"),
      ("new-album", "title=X&photo=zz", 404, "photo"),
      ("new-album", "title=X&photo=r1&photo=r1", 400, nil),
      ("new-album", "title=X&position=9", 400, "position"),
      ("album-texts", "album=a&id=B", 400, "id"),
      ("album-texts", "album=a&id=", 400, "id"),
      ("remove-album", "album=", 400, nil),
      ("remove-album", "album=zz", 404, "album"),
    ]
    for (action, form, status, field) in cases {
      let response = try server.post("/_gallery/edit/\(action)", form: form)
      #expect(response.status == status, "\(action) \(form): \(response.text)")
      #expect(api.json(response)["field"] as? String == field, "\(action) \(form): \(response.text)")
      #expect(api.json(response)["ok"] as? Bool == false)
    }
    #expect(workspace.read("g/gallery.json") == before)
  }

  /// A refusal says why in the site's language too (`said`, issue 49), beside the command line's
  /// English (`message`), which scripts read; what the organizer cannot cause keeps only its English.
  @Test func aRefusalIsSaidInTheSitesLanguage() throws {
    let (workspace, server) = try api.served(language: "ko")
    defer { _ = server.stop() }
    let before = workspace.read("g/gallery.json")
    let cases: [(String, String, String?)] = [
      ("album-texts", "album=a&title=", "비워 둘 수 없습니다."),
      ("new-album", "title=X&id=B", "앨범 ‘b’이(가) 이미 이 식별자를 쓰고 있습니다. 식별자는 대소문자 구분 없이 하나뿐이어야 합니다."),
      ("remove-album", "album=a", "앨범 ‘a’이(가) 비어 있지 않습니다. 먼저 그 안의 사진과 앨범을 밖으로 옮기세요."),
      ("move", "photo=r1&position=9", "그곳에는 9번째 위치가 없습니다. 마지막은 1번째입니다."),
      ("undo", "", "실행 취소할 것이 없습니다."),
      ("new-album", "title=X&photo=r1&photo=r1", nil),
    ]
    for (action, form, said) in cases {
      let response = try server.post("/_gallery/edit/\(action)", form: form)
      let answer = api.json(response)
      #expect(answer["ok"] as? Bool == false, "\(action) \(form): \(response.text)")
      #expect(answer["said"] as? String == said, "\(action) \(form): \(response.text)")
      let message = answer["message"] as? String ?? ""
      #expect(message.contains(where: { $0.isASCII && $0.isLetter }), "English: \(message)")
    }
    #expect(workspace.read("g/gallery.json") == before)
  }

  /// Undo and redo say what they did in the site's language (issue 49): the step's sentence from when
  /// it was made, which Undo's and Redo's titles name too; `message` stays the command line's English.
  @Test func undoAndRedoAreSaidInTheSitesLanguage() throws {
    let (workspace, server) = try api.served(language: "ko")
    defer { _ = server.stop() }
    let made = api.json(
      try server.post("/_gallery/edit/album-texts", form: "album=a&title=" + api.escaped("바다")))
    let sentence = try #require(made["said"] as? String, "\(made)")
    #expect(sentence == "앨범의 글을 저장했습니다.")
    let history = made["history"] as? [String: Any]
    #expect(history?["undoSaid"] as? String == sentence && history?["undo"] as? String != nil, "\(made)")
    let undone = api.json(try server.post("/_gallery/edit/undo", form: ""))
    #expect(undone["said"] as? String == "실행 취소함: " + sentence, "\(undone)")
    #expect(
      (undone["message"] as? String)?.hasPrefix("undid: set the title of album 'a'") == true, "\(undone)")
    #expect((undone["history"] as? [String: Any])?["redoSaid"] as? String == sentence)
    let redone = api.json(try server.post("/_gallery/edit/redo", form: ""))
    #expect(redone["said"] as? String == "다시 실행함: " + sentence, "\(redone)")
    let state = api.json(try server.request("GET", "/_gallery/edit/state?album=a"))
    #expect((state["history"] as? [String: Any])?["undoSaid"] as? String == sentence, "\(state)")
    #expect(workspace.read("g/gallery.json")?.contains("바다") == true)
  }
}
