import Foundation
import GalleryTestSupport
import Testing

/// Albums nested as deep as a manifest may nest them (64) cost time in proportion to the tree: each walk
/// visits an album once (a cover looked up twice per level took 2^depth: 24 levels 3.4 s, 60 never).
@Suite struct AlbumDepthTests {
  /// `depth` folders one inside the other, a photo only in the deepest: every album's cover is found by
  /// looking all the way down.
  private func nestedFolders(depth: Int) throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    let folders = (1...depth).map { "d\($0)" }.joined(separator: "/")
    try workspace.write(
      "g/\(folders)/bottom.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>"#)
    return workspace
  }

  @Test func aGalleryOfSixtyFourNestedAlbumsIsMadeListedBuiltAndMoved() throws {
    // Given a folder tree 64 deep
    let workspace = try nestedFolders(depth: 64)
    @discardableResult func run(_ arguments: String...) throws -> GalleryProcess.Outcome {
      // (a hang detector, not a time measurement: the old walk takes 2^64 steps)
      let outcome = try workspace.gallery(arguments, timeout: 60)
      #expect(!outcome.timedOut && outcome.status == 0, "\(arguments): \(outcome.stderr.prefix(300))")
      return outcome
    }
    // When init makes its albums, list prints them, a build makes their pages and an album moves
    let made = try run("init", "g")
    #expect(made.stdout.contains("1 photo in 64 albums"), "\(made.stdout)")
    let list = try run("list", "--gallery", "g")
    #expect(list.stdout.contains("[d1-d2-d3"), "\(list.stdout.prefix(300))")
    try run("build", "g", "--output", "site", "--quiet")
    // Then every album has its grid, down to the deepest, and the site holds after an album moved
    #expect(workspace.files("site").filter { $0.hasPrefix("albums/") }.count >= 64)
    try run("move-album", "d1-d2", "--top-level", "--gallery", "g", "--output", "site")
    let check = try run("validate", "site")
    #expect(check.stdout.contains(", 0 problems"), "\(check.stdout)")
  }
}
