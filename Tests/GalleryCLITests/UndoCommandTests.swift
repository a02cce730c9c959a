import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore

/// `gallery undo` and `gallery redo` as a person runs them: every edit command records a step, undo and
/// redo restore gallery.json's bytes exactly and the site with them, and a hand edit is never lost.
@Suite struct UndoCommandTests {
  private func run(_ workspace: TemporaryFolder, _ arguments: String...) throws -> GalleryProcess.Outcome {
    try workspace.gallery(arguments + ["--gallery", "g", "--output", "site"], timeout: 60)
  }

  private func manifest(_ workspace: TemporaryFolder) -> [UInt8] {
    Array(workspace.read("g/gallery.json")?.utf8 ?? "".utf8)
  }

  @Test func undoAndRedoWalkEveryKindOfEditRestoringTheBytes() throws {
    let workspace = try EditedGallery.built()
    var versions = [manifest(workspace)]
    let edits: [[String]] = [
      ["move", "e", "--to", "1"], ["move", "a", "b", "--to", "4"], ["set", "c", "--title", "Dune <b>&"],
      ["cover", "k", "k3"], ["set-album", "k", "--description", "Autumn"], ["move", "d", "--album", "k"],
      ["set-album", "k", "--title", "Kyōto"],
    ]
    for arguments in edits {
      let outcome = try workspace.gallery(arguments + ["--gallery", "g", "--output", "site"], timeout: 60)
      #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
      versions.append(manifest(workspace))
    }
    #expect(Set(versions.map { $0 }).count == versions.count, "every edit changed the manifest")
    for index in stride(from: versions.count - 2, through: 0, by: -1) {
      let outcome = try run(workspace, "undo")
      #expect(outcome.status == 0, "\(outcome.stderr)")
      #expect(outcome.stdout.hasPrefix("undid: "), "\(outcome.stdout)")
      #expect(manifest(workspace) == versions[index], "undo back to version \(index)")
    }
    try EditedGallery.expectSameAsAFullBuild(workspace)
    let none = try run(workspace, "undo")
    #expect(none.status == 66)
    #expect(none.stderr == "error: nothing to undo\n")
    #expect(manifest(workspace) == versions[0])
    for index in 1..<versions.count {
      let outcome = try run(workspace, "redo")
      #expect(outcome.status == 0, "\(outcome.stderr)")
      #expect(outcome.stdout.hasPrefix("redid: "), "\(outcome.stdout)")
      #expect(manifest(workspace) == versions[index], "redo to version \(index)")
    }
    #expect(try run(workspace, "redo").status == 66)
    try EditedGallery.expectSameAsAFullBuild(workspace)
  }

  @Test func aHandEditIsNeverUndone() throws {
    let workspace = try EditedGallery.built()
    #expect(try run(workspace, "move", "c", "--to", "1").status == 0)
    let edited = (workspace.read("g/gallery.json") ?? "").replacingOccurrences(
      of: "\"Photo a\"", with: "\"Photo A, by hand\"")
    try workspace.write("g/gallery.json", edited)
    let site = workspace.snapshot("site")
    for command in ["undo", "redo"] {
      let outcome = try run(workspace, command)
      #expect(outcome.status == 75, "\(command)")
      #expect(outcome.stderr.contains("changed since the last recorded edit"), "\(outcome.stderr)")
      #expect(outcome.stderr.split(separator: "\n").count == 1)
      #expect(workspace.read("g/gallery.json") == edited)
      #expect(workspace.snapshot("site") == site)
    }
    // The next edit starts a new history: its undo goes back to the hand edit, no further.
    #expect(try run(workspace, "move", "f", "--to", "2").status == 0)
    #expect(try run(workspace, "undo").status == 0)
    #expect(workspace.read("g/gallery.json") == edited)
    #expect(try run(workspace, "undo").status == 66)
  }

  @Test func aNewEditDropsWhatCouldHaveBeenRedone() throws {
    let workspace = try EditedGallery.built()
    #expect(try run(workspace, "move", "c", "--to", "1").status == 0)
    #expect(try run(workspace, "undo").status == 0)
    #expect(try run(workspace, "set", "b", "--alt", "New alt").status == 0)
    let after = manifest(workspace)
    #expect(try run(workspace, "redo").status == 66)
    #expect(manifest(workspace) == after)
  }

  /// A history edited by hand is believed no further: undo has nothing to take back (the manifest and
  /// site stay), the file is kept aside, and the next edit goes through with a new history.
  @Test func aHistoryThisToolDidNotWriteIsKeptAsideAndUndoesNothing() throws {
    let workspace = try EditedGallery.built()
    #expect(try run(workspace, "move", "c", "--to", "1").status == 0)
    let history = workspace.read("g/.gallery-history") ?? ""
    #expect(!history.isEmpty)
    let before = manifest(workspace)
    let undo = try undoKeepsAside(workspace, history: history.replacingOccurrences(of: "c", with: "x"))
    #expect(undo.stderr.contains("is not an edit history this tool wrote"), "\(undo.stderr)")
    let move = try workspace.gallery(
      ["move", "d", "--to", "1", "--gallery", "g", "--output", "site"], timeout: 60)
    #expect(move.status == 0, "\(move.stderr)")
    #expect(try run(workspace, "undo").status == 0)
    #expect(manifest(workspace) == before)
  }

  /// A step whose span is not base64 (its checksum line made to match, so only the step itself gives it
  /// away, when undo decodes it): undo keeps the file aside and has nothing to take back, as for any
  /// history this tool did not write, and says so; the manifest and site stay.
  @Test func aStepFoundDamagedWhenUndoneKeepsTheHistoryAside() throws {
    let workspace = try EditedGallery.built()
    #expect(try run(workspace, "set", "c", "--title", "A new title").status == 0)
    let file = workspace.read("g/.gallery-history") ?? ""
    let body = try #require(file.split(separator: "\n", maxSplits: 1).last.map(String.init))
    let spoilt = try #require(body.range(of: #""removed":""#)).upperBound
    var text = body
    text.replaceSubrange(spoilt..<text.index(after: spoilt), with: "%")
    let head = file.split(separator: " ").prefix(2).joined(separator: " ")
    let digest = Hexadecimal.padded(Hashing.digest(Array(text.utf8)), width: 16)

    let undo = try undoKeepsAside(workspace, history: "\(head) \(digest) \(text.utf8.count)\n\(text)")

    #expect(undo.stderr.contains("step 1 does not rebuild the version it recorded"), "\(undo.stderr)")
    #expect(!undo.stderr.contains("the next edit moves it aside"), "\(undo.stderr)")
  }

  /// `history` written as the gallery's, then `gallery undo`: it has nothing to take back (exit 66), the
  /// manifest and site stay, and the file is kept aside as it was.
  private func undoKeepsAside(_ workspace: TemporaryFolder, history: String) throws -> GalleryProcess.Outcome
  {
    try workspace.write("g/.gallery-history", history)
    let before = manifest(workspace)
    let site = workspace.snapshot("site")
    let undo = try workspace.gallery(["undo", "--gallery", "g", "--output", "site"], timeout: 60)
    #expect(undo.status == 66, "\(undo.stderr)")
    #expect(manifest(workspace) == before)
    #expect(workspace.snapshot("site") == site)
    #expect(workspace.read("g/.gallery-history.damaged-1") == history)
    return undo
  }

  @Test func undoWithoutBuildingSavesOnlyTheManifest() throws {
    let workspace = try EditedGallery.built()
    let original = manifest(workspace)
    #expect(try run(workspace, "move", "c", "--to", "1", "--no-build").status == 0)
    let site = workspace.snapshot("site")
    let outcome = try run(workspace, "undo", "--no-build")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout == "undid: moved 'c' from 3 to 1\n")
    #expect(manifest(workspace) == original)
    #expect(workspace.snapshot("site") == site)
  }

  /// Killed between its two saves (`manifest:written`: the history is saved, the manifest's new bytes
  /// are on disk but not in place), an edit never reached gallery.json; the history recognises that:
  /// undo goes back past the step before, redo makes the killed edit, nothing is refused or lost.
  /// Killed before the history's rename (`history:written`), nothing of the edit is anywhere.
  @Test func anEditKilledBetweenItsTwoSavesLeavesAStepToRedo() throws {
    let workspace = try EditedGallery.built()
    let original = manifest(workspace)
    #expect(try run(workspace, "move", "c", "--to", "1").status == 0)
    let first = manifest(workspace)
    for point in ["history:written", "manifest:written"] {
      let killed = try workspace.gallery(
        ["set", "b", "--title", "Killed", "--gallery", "g", "--output", "site"], timeout: 60,
        environment: ["CLEANGALLERY_FAIL_AT": point])
      #expect(killed.status != 0, "\(point)")
      #expect(manifest(workspace) == first, "\(point)")
    }
    let redone = try run(workspace, "redo")
    #expect(redone.status == 0, "\(redone.stderr)")
    #expect(redone.stdout.hasPrefix("redid: set the title of 'b'"), "\(redone.stdout)")
    #expect(workspace.read("g/gallery.json")?.contains("\"Killed\"") == true)
    #expect(try run(workspace, "undo").status == 0)
    #expect(manifest(workspace) == first)
    #expect(try run(workspace, "undo").status == 0)
    #expect(manifest(workspace) == original)
    try EditedGallery.expectSameAsAFullBuild(workspace)
  }

  @Test func undoTakesNoOperands() throws {
    let workspace = try EditedGallery.built()
    let outcome = try run(workspace, "undo", "3")
    #expect(outcome.status == 64)
    #expect(outcome.stderr.split(separator: "\n").count == 1)
  }
}
