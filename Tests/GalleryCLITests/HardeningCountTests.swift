import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryImages

/// Counts the tool prints or writes: clips counted apart from photos wherever an album is counted, never
/// more files updated than the site has, the levels `init` flattens said, one photo as "1 photo".
@Suite struct HardeningCountTests {
  @Test func aBuildOfOnePhotoSaysOnePhoto() throws {
    let workspace = try TemporaryFolder()
    try workspace.write(
      "g/gallery.json", #"{"title": "T", "photos": [{"id": "a", "image": "https://example.com/a.jpg"}]}"#)
    let built = try workspace.gallery("build", "g", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
    #expect(built.stdout.contains("(1 photo, 1 grid page)"), "\(built.stdout)")
  }

  @Test func neverMoreFilesUpdatedThanTheSiteHas() throws {
    let workspace = try TemporaryFolder()
    func photos(_ count: Int) -> String {
      (1...count).map { #"{"id": "p\#($0)", "image": "https://example.com/\#($0).jpg"}"# }.joined(
        separator: ", ")
    }
    try workspace.write("g/gallery.json", #"{"title": "T", "photos": [\#(photos(12))]}"#)
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    try workspace.write("g/gallery.json", #"{"title": "T2", "photos": [\#(photos(1))]}"#)
    let built = try workspace.gallery("build", "g", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
    let numbers = try #require(built.stdout.firstMatch(of: /; (\d+) of (\d+) files? updated/))
    #expect(Int(numbers.output.1)! <= Int(numbers.output.2)!, "\(built.stdout)")
    #expect(built.stdout.contains(" removed"), "the removed files are said apart: \(built.stdout)")
  }

  @Test func initSaysWhichLevelsItFlattened() throws {
    let workspace = try TemporaryFolder()
    let deep = (1...66).map { "l\($0)" }.joined(separator: "/")
    try workspace.writeBytes("p/" + deep + "/photo.png", try LibVips.testPicture(width: 8, height: 8))
    let made = try workspace.gallery("init", "p")
    #expect(made.status == 0, "\(made.stderr)")
    #expect(made.stdout.contains("1 photo in 64 albums"), "\(made.stdout)")
    #expect(made.stderr.contains("deeper than 64"), "\(made.stderr)")
    #expect(made.stderr.contains("l65"), "names the first level flattened: \(made.stderr)")
  }
}

@Suite(.enabled(if: ClipFixtures.available, "needs ffmpeg")) struct HardeningClipCountTests {
  @Test func anAlbumsCellCountsItsClipsApart() throws {
    let workspace = try TemporaryFolder()
    try ClipFixtures.copy(.h264Large, to: workspace.path + "/g/c.mp4")
    let photos = (1...8).map { #"{"id": "p\#($0)", "image": "https://example.com/\#($0).jpg"}"# }
    try workspace.write(
      "g/gallery.json",
      #"{"title": "T", "photos": [{"id": "r", "image": "https://example.com/r.jpg"}], "albums": [{"id": "a", "#
        + #""title": "A", "photos": [\#(photos.joined(separator: ", ")), {"id": "c", "video": "c.mp4"}]}]}"#)
    let built = try workspace.gallery("build", "g", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
    let root = try #require(workspace.read("site/index.html"))
    #expect(root.contains("8 photos · 1 video"), "\(root)")
    #expect(!root.contains("9 photos"))
  }
}
