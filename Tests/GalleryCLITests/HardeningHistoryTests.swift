import Foundation
import GalleryTestSupport
import Testing

/// A `.gallery-history` that is not one the tool wrote (a torn copy, a hand edit, garbage) costs the
/// undo steps and nothing else: it is moved aside, never deleted, and every edit goes on.
@Suite struct HardeningHistoryTests {
  private static let garbage = "this is not a history\n\u{0}\u{1}"

  private func workspace() throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.write(
      "g/gallery.json",
      #"{"title": "T", "photos": [{"id": "a", "image": "https://example.com/a.jpg", "title": "A"}, "#
        + #"{"id": "b", "image": "https://example.com/b.jpg"}]}"#)
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    try workspace.write("g/.gallery-history", Self.garbage)
    return workspace
  }

  @Test func anEditGoesThroughAndTheDamagedHistoryIsKeptAside() throws {
    let workspace = try workspace()
    let set = try workspace.gallery("set", "a", "--title", "New", "--gallery", "g", "--output", "site")
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stderr.contains(".gallery-history.damaged-1"), "\(set.stderr)")
    #expect(workspace.read("g/.gallery-history.damaged-1") == Self.garbage, "kept as it was")
    #expect(workspace.read("g/gallery.json")?.contains("\"New\"") == true)
    // A new history, holding the edit just made.
    let undo = try workspace.gallery("undo", "--gallery", "g", "--output", "site")
    #expect(undo.status == 0, "\(undo.stderr)")
    #expect(workspace.read("g/gallery.json")?.contains("\"A\"") == true)
    // A second damaged history is moved aside beside the first, which stays.
    try workspace.write("g/.gallery-history", "second")
    #expect(try workspace.gallery("move", "b", "--to", "1", "--gallery", "g", "--output", "site").status == 0)
    #expect(workspace.read("g/.gallery-history.damaged-1") == Self.garbage)
    #expect(workspace.read("g/.gallery-history.damaged-2") == "second")
  }

  @Test func undoSaysThereIsNothingToUndo() throws {
    let workspace = try workspace()
    let manifest = workspace.read("g/gallery.json")
    let undo = try workspace.gallery("undo", "--gallery", "g", "--output", "site")
    #expect(undo.status == 66, "\(undo.stderr)")
    #expect(undo.stderr.contains("nothing to undo"), "\(undo.stderr)")
    #expect(undo.stderr.contains(".gallery-history.damaged-1"), "\(undo.stderr)")
    #expect(workspace.read("g/.gallery-history.damaged-1") == Self.garbage)
    #expect(workspace.read("g/gallery.json") == manifest)
  }

  @Test func aBrowserEditGoesThrough() throws {
    let workspace = try workspace()
    let server = try GalleryServerProcess(["g", "--output", "site"], in: workspace.path)
    defer { _ = server.stop() }
    let answer = try server.post("/_gallery/edit/texts", form: "photo=a&title=Renamed")
    #expect(answer.status == 200, "\(answer.text)")
    #expect(workspace.read("g/gallery.json")?.contains("\"Renamed\"") == true)
    #expect(workspace.read("g/.gallery-history.damaged-1") == Self.garbage)
  }
}
