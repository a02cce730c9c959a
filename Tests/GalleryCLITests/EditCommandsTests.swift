import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryModel

/// `gallery move ID ID…`, `gallery set`, `gallery cover` and `gallery set-album` run as a person runs
/// them: each edit shows in the built site, changes only its own fields' bytes in gallery.json, and a
/// bad request exits with its code, one line on stderr, the manifest and the site as they were.
@Suite struct EditCommandsTests {
  private func edit(_ workspace: TemporaryFolder, _ arguments: String...) throws -> GalleryProcess.Outcome {
    try workspace.gallery(arguments + ["--gallery", "g", "--output", "site"], timeout: 60)
  }

  /// The lines of gallery.json an edit removed and added (the manifest is one field per line).
  private func changedLines(
    _ before: String, _ after: String
  ) -> (removed: [String], added: [String]) {
    let old = before.split(separator: "\n").map(String.init)
    let new = after.split(separator: "\n").map(String.init)
    let diff = new.difference(from: old)
    var removed: [String] = []
    var added: [String] = []
    for change in diff {
      switch change {
      case .remove(_, let line, _): removed.append(line.trimmingCharacters(in: .whitespaces))
      case .insert(_, let line, _): added.append(line.trimmingCharacters(in: .whitespaces))
      }
    }
    return (removed, added)
  }

  @Test func setChangesThePhotosTextsItsPagesAndOnlyItsLines() throws {
    let workspace = try EditedGallery.built()
    let before = workspace.read("g/gallery.json") ?? ""
    let outcome = try edit(
      workspace, "set", "b", "--title", "Dune <at> dusk", "--alt", "", "--tags", " sand , evening ")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("set the title and tags and removed the alt text of 'b'; "))
    #expect(outcome.stdout.hasSuffix(" files updated\n"))
    let after = workspace.read("g/gallery.json") ?? ""
    let lines = changedLines(before, after)
    #expect(lines.removed.count == 2, "\(lines)")
    #expect(lines.removed.contains { $0.hasPrefix(#""title": "Photo b""#) }, "\(lines)")
    #expect(lines.removed.contains { $0.hasPrefix(#""alt": "Alt b""#) }, "\(lines)")
    #expect(lines.added.contains { $0.hasPrefix(#""title": "Dune <at> dusk""#) }, "\(lines)")
    #expect(lines.added.contains { $0.hasPrefix(#""tags": ["sand", "evening"]"#) }, "\(lines)")
    #expect(lines.added.count == 2, "\(lines)")
    let page = workspace.read("site/photos/b.html") ?? ""
    #expect(page.contains("Dune &lt;at&gt; dusk"))
    #expect(!page.contains("Dune <at>"))
    #expect(page.contains("evening"))
    #expect(workspace.read("site/photos/c.html")?.contains("Dune &lt;at&gt; dusk") == true)
    #expect(workspace.read("site/index.html")?.contains("Dune &lt;at&gt; dusk") == true)
    try EditedGallery.expectSameAsAFullBuild(workspace)
    // Emptied: the field is gone from the manifest.
    let removed = try edit(workspace, "set", "b", "--tags", "")
    #expect(removed.stdout.hasPrefix("removed the tags of 'b'; "), "\(removed.stderr)")
    #expect(workspace.read("g/gallery.json")?.contains("evening") == false)
  }

  /// Several photos at once: the organizer's "Edit texts" of a selection from the command line, only
  /// the pages they show on rewritten (the site is then what a full build makes), one step of undo.
  @Test func setSeveralPhotosAddsAndRemovesTagsAndAppendsACaption() throws {
    let workspace = try EditedGallery.built()
    let before = workspace.read("g/gallery.json") ?? ""
    let tagged = try edit(workspace, "set", "b", "d", "--add-tags", "sea, dusk")
    #expect(tagged.status == 0, "\(tagged.stderr)")
    #expect(tagged.stdout.hasPrefix("set the tags of 'b', 'd'; "), "\(tagged.stdout)")
    let outcome = try edit(
      workspace, "set", "d", "b", "e", "--remove-tags", "SEA", "--append-description", "Photo: Jane")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("set the description and tags of 'd', 'b', 'e'; "), "\(outcome.stdout)")
    let manifest = workspace.read("g/gallery.json") ?? ""
    #expect(manifest.contains(#""tags": ["dusk"]"#) && !manifest.contains(#""sea""#), "\(manifest)")
    #expect(workspace.read("site/photos/e.html")?.contains("Photo: Jane") == true)
    #expect(workspace.read("site/photos/d.html")?.contains("dusk") == true)
    try EditedGallery.expectSameAsAFullBuild(workspace)
    // One step each.
    #expect(try edit(workspace, "undo").status == 0)
    #expect(try edit(workspace, "undo").status == 0)
    #expect(workspace.read("g/gallery.json") == before)
  }

  @Test func setWithTheTextsItHasWritesNothing() throws {
    let workspace = try EditedGallery.built()
    let (manifest, site) = (workspace.snapshot("g"), workspace.snapshot("site"))
    let outcome = try edit(workspace, "set", "b", "--title", "Photo b")
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "'b' already has these texts; nothing to do\n")
    #expect(workspace.snapshot("g") == manifest)
    #expect(workspace.snapshot("site") == site)
  }

  @Test func moveSeveralPhotosAtOnce() throws {
    let workspace = try EditedGallery.built()
    let outcome = try edit(workspace, "move", "e", "a", "--to", "2")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("moved 'e', 'a' to 2–3 of the top level; "), "\(outcome.stdout)")
    let list = try workspace.gallery("list", "--gallery", "g").stdout
    let order = list.split(separator: "\n").prefix(6).map { $0.split(separator: " ").dropFirst().first ?? "" }
    #expect(order == ["b", "e", "a", "c", "d", "f"], "\(list)")
    #expect(workspace.read("site/photos/e.html")?.contains("Photo 2 of 6") == true)
    try EditedGallery.expectSameAsAFullBuild(workspace)
    // Into an album, to its end.
    let into = try edit(workspace, "move", "b", "c", "--album", "k")
    #expect(into.stdout.hasPrefix("moved 'b', 'c' to 4–5 of album 'k'; "), "\(into.stdout) \(into.stderr)")
    try EditedGallery.expectSameAsAFullBuild(workspace)
  }

  @Test func oneIdIsTheMoveItAlwaysWas() throws {
    let workspace = try EditedGallery.built()
    let outcome = try edit(workspace, "move", "c", "--to", "1")
    #expect(outcome.stdout.hasPrefix("moved 'c' from 3 to 1; "), "\(outcome.stderr)")
  }

  @Test func coverSetsAndClearsAnAlbumsCover() throws {
    let workspace = try EditedGallery.built()
    let before = workspace.read("g/gallery.json") ?? ""
    let outcome = try edit(workspace, "cover", "k", "k3")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("set the cover of album 'k' to 'k3'; "))
    let lines = changedLines(before, workspace.read("g/gallery.json") ?? "")
    #expect(lines.removed.isEmpty && lines.added.count == 1, "\(lines)")
    #expect(lines.added.first?.hasPrefix(#""cover": "k3""#) == true, "\(lines)")
    #expect(workspace.read("site/index.html")?.contains("k3") == true)
    try EditedGallery.expectSameAsAFullBuild(workspace)
    let cleared = try edit(workspace, "cover", "k", "--clear")
    #expect(cleared.stdout.hasPrefix("removed the cover of album 'k': it shows its first photo; "))
    #expect(workspace.read("g/gallery.json") == before)
    try EditedGallery.expectSameAsAFullBuild(workspace)
  }

  @Test func setAlbumChangesItsTitleAndDescription() throws {
    let workspace = try EditedGallery.built()
    let before = workspace.read("g/gallery.json") ?? ""
    let outcome = try edit(workspace, "set-album", "k", "--title", "Kyoto 2019", "--description", "Spring")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("set the title and description of album 'k'; "), "\(outcome.stdout)")
    let lines = changedLines(before, workspace.read("g/gallery.json") ?? "")
    #expect(lines.removed.count == 1 && lines.removed.first?.hasPrefix(#""title": "Kyoto""#) == true)
    #expect(lines.added.count == 2, "\(lines)")
    #expect(lines.added.contains { $0.hasPrefix(#""title": "Kyoto 2019""#) }, "\(lines)")
    #expect(lines.added.contains { $0.hasPrefix(#""description": "Spring""#) }, "\(lines)")
    #expect(workspace.read("site/albums/k/index.html")?.contains("Kyoto 2019") == true)
    #expect(workspace.read("site/index.html")?.contains("Kyoto 2019") == true)
    try EditedGallery.expectSameAsAFullBuild(workspace)
  }

  @Test func noBuildSavesTheManifestOnly() throws {
    let workspace = try EditedGallery.built()
    let site = workspace.snapshot("site")
    let outcome = try edit(workspace, "set", "a", "--description", "Hello", "--no-build")
    #expect(outcome.stdout == "set the description of 'a'\n", "\(outcome.stderr)")
    #expect(workspace.read("g/gallery.json")?.contains(#""description": "Hello""#) == true)
    #expect(workspace.snapshot("site") == site)
  }

  /// Each bad request: its exit code, one line on stderr starting with the message, nothing changed.
  @Test(
    arguments: [
      (["set"], 64, "error: which photo?"),
      (["set", "b"], 64, "error: nothing to set"),
      (["set", "zz", "--title", "x"], 65, "error: no photo with id 'zz'"),
      (["set", "b", "--title", "a\u{1B}[31mb"], 65, "error: "),
      (["set", "b", "--title", String(repeating: "x", count: 5000)], 65, "error: "),
      (["set", "b", "--tags", "a,,b"], 65, "error: "),
      (["set", "b", "--titel", "x"], 64, "error: unknown option '--titel'"),
      (["set", "b", "c", "--title", "x"], 64, "error: --title is one photo's own"),
      (["set", "b", "c", "--tags", "x"], 64, "error: --tags replaces one photo's tags"),
      (["set", "b", "c"], 64, "error: nothing to set"),
      (["set", "b", "b", "--add-tags", "x"], 64, "error: photo 'b' is named twice"),
      (
        ["set", "b", "--add-tags", "x", "--remove-tags", "X"], 64, "error: tag 'x' is both added and removed"
      ),
      (["set", "b", "--description", "x", "--append-description", "y"], 64, "error: give --description or"),
      (["set", "b", "zz", "--add-tags", "x"], 65, "error: no photo with id 'zz'"),
      (["move", "a", "a", "--to", "1"], 64, "error: 'a' is named twice"),
      (["move", "a", "b", "--from", "1", "--to", "2"], 64, "error: give either PHOTO_ID… or --from"),
      (["move", "a", "zz", "--to", "1"], 65, "error: no photo with id 'zz'"),
      (["move", "a", "b", "--to", "9"], 65, "error: --to 9 is beyond"),
      (["cover"], 64, "error: which album?"),
      (["cover", "k"], 64, "error: which photo?"),
      (["cover", "k", "k1", "--clear"], 64, "error: give either PHOTO_ID or --clear"),
      (["cover", "k", "a"], 65, "error: "),
      (["cover", "zz", "k1"], 65, "error: "),
      (["cover", "", "a"], 64, "error: the top level is not an album"),
      (["set-album", "k"], 64, "error: nothing to set"),
      (["set-album", "k", "--title", ""], 65, "error: "),
      (["set-album", "zz", "--title", "x"], 65, "error: "),
    ] as [([String], Int32, String)])
  func badEditsChangeNothing(arguments: [String], status: Int32, message: String) throws {
    try Self.expectRefused(arguments, status: status, message: message)
  }

  /// Runs `arguments` on the built gallery: its exit code, one line on stderr starting with `message`,
  /// the manifest and the site as they were.
  static func expectRefused(_ arguments: [String], status: Int32, message: String) throws {
    let workspace = try EditedGallery.built()
    let (manifest, site) = (workspace.snapshot("g"), workspace.snapshot("site"))
    let outcome = try workspace.gallery(arguments + ["--gallery", "g", "--output", "site"], timeout: 60)
    #expect(outcome.status == status, "\(arguments): \(outcome.stderr)")
    #expect(outcome.stderr.hasPrefix(message), "\(arguments): \(outcome.stderr)")
    #expect(outcome.stderr.split(separator: "\n").count == 1, "\(arguments): \(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
    #expect(workspace.snapshot("g") == manifest)
    #expect(workspace.snapshot("site") == site)
  }
}
