import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryModel

/// `gallery add-album`, `remove-album` and `set-album --id` run as a person runs them (issue 49): each
/// edit shows in the built site exactly as a full build of the new manifest, one undo gives gallery.json's
/// bytes back, a file the tool did not write is never removed, and a bad request exits with its code,
/// one line on stderr, the manifest and the site as they were.
@Suite struct AlbumCommandsTests {
  private func edit(_ workspace: TemporaryFolder, _ arguments: String...) throws -> GalleryProcess.Outcome {
    try workspace.gallery(arguments + ["--gallery", "g", "--output", "site"], timeout: 60)
  }

  @Test func anAlbumMadeFromPhotosShowsInTheSiteAndOneUndoTakesItBack() throws {
    let workspace = try EditedGallery.built()
    let before = workspace.read("g/gallery.json")
    let outcome = try edit(workspace, "add-album", "--title", "Été <b>", "--to", "1", "c", "k2", "a")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stdout.hasPrefix("made album 'ete-b' at position 1 of the top level, with 3 photos; "),
      "\(outcome.stdout)")
    let page = try #require(workspace.read("site/albums/ete-b/index.html"))
    #expect(page.contains("Été &lt;b&gt;") && !page.contains("Été <b>"))
    for id in ["c", "k2", "a"] { #expect(page.contains("photos/\(id).html")) }
    #expect(workspace.read("site/index.html")?.contains("albums/ete-b/index.html") == true)
    let gallery = try ManifestDecoder.decode(Array((workspace.read("g/gallery.json") ?? "").utf8), file: "g")
    #expect(gallery.gallery.albums.map(\.id) == ["ete-b", "k"])
    try EditedGallery.expectSameAsAFullBuild(workspace)
    let undone = try edit(workspace, "undo")
    #expect(undone.status == 0, "\(undone.stderr)")
    #expect(workspace.read("g/gallery.json") == before)
    #expect(workspace.read("site/albums/ete-b/index.html") == nil)
    try EditedGallery.expectSameAsAFullBuild(workspace)
  }

  @Test func anEmptyAlbumIsMadeInAnAlbumAndDeleted() throws {
    let workspace = try EditedGallery.built()
    let before = workspace.read("g/gallery.json")
    let made = try edit(workspace, "add-album", "--title", "Day 2", "--id", "day2", "--into", "k")
    #expect(made.stdout.hasPrefix("made album 'day2' at position 1 of album 'k', empty; "), "\(made.stderr)")
    #expect(workspace.read("site/albums/day2/index.html") != nil)
    try EditedGallery.expectSameAsAFullBuild(workspace)
    // A file the tool did not write stays where it is when the album's pages leave.
    try workspace.write("site/albums/day2/notes.txt", "mine")
    let removed = try edit(workspace, "remove-album", "day2")
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(
      removed.stdout.hasPrefix(
        "deleted the empty album 'day2' from album 'k'; its pages (albums/day2/) left the site; "),
      "\(removed.stdout)")
    #expect(workspace.read("g/gallery.json") == before)
    #expect(workspace.read("site/albums/day2/index.html") == nil)
    #expect(workspace.read("site/albums/day2/notes.txt") == "mine")
    try FileManager.default.removeItem(atPath: workspace.path + "/site/albums/day2")
    try EditedGallery.expectSameAsAFullBuild(workspace)
  }

  @Test func anAlbumsNewIDMovesItsPagesAndEveryLinkFollows() throws {
    let workspace = try EditedGallery.built()
    let before = workspace.read("g/gallery.json")
    let outcome = try edit(workspace, "set-album", "k", "--id", "kyoto-2019")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(
      outcome.stdout.hasPrefix(
        "changed the id of album 'k' to 'kyoto-2019': its pages moved from albums/k/ to albums/kyoto-2019/; a link to the old address from outside the gallery no longer works; "
      ), "\(outcome.stdout)")
    #expect(workspace.read("site/albums/k/index.html") == nil)
    #expect(workspace.read("site/albums/kyoto-2019/index.html")?.contains("Kyoto") == true)
    for (path, data) in workspace.snapshot("site") where path.hasSuffix(".html") {
      #expect(!String(decoding: data, as: UTF8.self).contains("albums/k/"), "\(path) links the old address")
    }
    try EditedGallery.expectSameAsAFullBuild(workspace)
    _ = try edit(workspace, "undo")
    #expect(workspace.read("g/gallery.json") == before)
    #expect(workspace.read("site/albums/k/index.html") != nil)
    #expect(workspace.read("site/albums/kyoto-2019/index.html") == nil)
  }

  @Test func removeTakesPhotosOutAndLeavesTheirFiles() throws {
    let workspace = try EditedGallery.built()
    let before = workspace.read("g/gallery.json")
    let outcome = try edit(workspace, "remove", "k2", "b")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("took 'k2', 'b' out of the gallery; "), "\(outcome.stdout)")
    #expect(workspace.read("site/photos/k2.html") == nil && workspace.read("site/photos/b.html") == nil)
    try EditedGallery.expectSameAsAFullBuild(workspace)
    _ = try edit(workspace, "undo")
    #expect(workspace.read("g/gallery.json") == before)
  }

  /// Each bad request: its exit code, one line on stderr starting with the message, nothing changed.
  @Test(
    arguments: [
      (["add-album"], 64, "error: an album needs a title"),
      (["add-album", "--title", "x", "a", "a"], 64, "error: photo 'a' is named twice"),
      (["add-album", "--title", "x", "--into", "k", "--top-level"], 64, "error: give either --into"),
      (["add-album", "--title", "x", "--to", "x"], 64, "error: "),
      (["add-album", "--title", "x", "zz"], 65, "error: no photo with id 'zz'"),
      (["add-album", "--title", "x", "--into", "zz"], 65, "error: no album with id 'zz'"),
      (["add-album", "--title", "x", "--id", "K"], 65, "error: new album 'K': id: 'K' is already the id"),
      (
        ["add-album", "--title", "x", "--id", "../x"], 65,
        "error: new album '../x': id: '../x' is not a valid id"
      ),
      (
        ["add-album", "--title", "x", "--to", "3"], 65, "error: --to 3 is beyond the last position: an album"
      ),
      (["add-album", "--title", "a\u{1B}[31mb"], 65, "error: "),
      (["remove-album"], 64, "error: which album?"),
      (["remove-album", ""], 64, "error: the top level is not an album"),
      (["remove-album", "k"], 65, "error: album 'k' is not empty: it holds 3 photos"),
      (["remove-album", "zz"], 65, "error: no album with id 'zz'"),
      (["set-album", "k", "--id", "a/b"], 65, "error: album 'k': id: 'a/b' is not a valid id"),
      (["set-album", "k", "--id", ""], 64, "error: --id needs a non-empty value"),
      (["remove"], 64, "error: which photos?"),
      (["remove", "a", "a"], 64, "error: photo 'a' is named twice"),
      (["remove", "zz"], 65, "error: no photo with id 'zz'"),
    ] as [([String], Int32, String)])
  func badAlbumEditsChangeNothing(arguments: [String], status: Int32, message: String) throws {
    try EditCommandsTests.expectRefused(arguments, status: status, message: message)
  }
}
