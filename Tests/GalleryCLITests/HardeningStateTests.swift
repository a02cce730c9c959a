import Foundation
import Testing

@testable import GalleryKit

/// A manifest that is a link, or that a person edits while a command works: the tool writes where
/// the person means and never silently undoes their edit.
@Suite struct HardeningStateTests {
  private static let photos = #"[{"id": "a", "image": "images/a.svg"}, {"id": "b", "image": "images/b.svg"}]"#

  private func galleryWorkspace() throws -> Workspace {
    let workspace = try Workspace()
    try workspace.write("g/images/a.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    try workspace.write("g/images/b.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    return workspace
  }

  @Test func moveWritesThroughASymlinkedManifest() throws {
    let workspace = try galleryWorkspace()
    try workspace.write("config/real.json", #"{"title": "T", "photos": \#(Self.photos)}"#)
    try FileManager.default.createSymbolicLink(
      atPath: workspace.path + "/g/gallery.json", withDestinationPath: "../config/real.json")
    let outcome = try workspace.gallery("move", "b", "--to", "1", "--gallery", "g", "--output", "site")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path + "/g/gallery.json")
    #expect(link == "../config/real.json", "the link stays a link")
    let saved = try #require(workspace.read("config/real.json"))
    #expect(saved.range(of: "\"b\"")!.lowerBound < saved.range(of: "\"a\"")!.lowerBound, "\(saved)")
  }

  @Test func aHandEditDuringAMoveIsNotOverwritten() throws {
    let workspace = try galleryWorkspace()
    // A new photo big enough that making its images takes a while, so the edit lands mid-move.
    try workspace.writeBytes(
      "g/images/big.png", try LibVips.testPicture(width: 6000, height: 4000, alpha: true))
    try workspace.write(
      "g/gallery.json",
      #"{"title": "T", "photos": [{"id": "a", "image": "images/a.svg"}, {"id": "big", "image": "images/big.png"}]}"#
    )
    let lock = workspace.path + "/g/.gallery.lock"
    try? FileManager.default.removeItem(atPath: lock)
    let edited = #"{"title": "Edited by hand", "photos": [{"id": "a", "image": "images/a.svg"}]}"#
    let box = OutcomeBox()
    let done = DispatchSemaphore(value: 0)
    let folder = workspace.path
    Thread.detachNewThread {
      let arguments = ["move", "big", "--to", "1", "--gallery", "g", "--output", "site"]
      box.outcome = try? GalleryProcess.run(arguments, in: folder, timeout: 120)
      done.signal()
    }
    // The move takes the lock just before it reads the manifest; edit right after that.
    let start = Date()
    while !FileManager.default.fileExists(atPath: lock) && Date().timeIntervalSince(start) < 30 {
      usleep(2_000)
    }
    usleep(150_000)
    try workspace.write("g/gallery.json", edited)
    done.wait()
    let outcome = try #require(box.outcome)
    #expect(outcome.status == 75, "\(outcome.stderr)")
    #expect(outcome.stderr.contains("g/gallery.json changed on disk while this command ran"))
    #expect(workspace.read("g/gallery.json") == edited)
  }
}

final class OutcomeBox: @unchecked Sendable {
  var outcome: GalleryProcess.Outcome?
}
