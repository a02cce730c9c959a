import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryImages

/// `"downloads"` through the built binary: each size and the original offered as plain links where the
/// gallery or album says so, the original published without its metadata (its place included) unless
/// `keepMetadata`, and nothing offered where an album says `none`.
@Suite struct DownloadsBuildTests {
  /// A JPEG with a place, a camera and a comment.
  private static func placedJPEG() throws -> [UInt8] {
    try PlacedJPEG.bytes(after: EXIFWrap.segment(0xFE, Array("private note".utf8)))
  }

  private func workspace(_ settings: String) throws -> TemporaryFolder {
    let workspace = try TemporaryFolder()
    try workspace.write("g/a.jpg", bytes: try Self.placedJPEG())
    try workspace.write("g/b.jpg", bytes: try Self.placedJPEG())
    try workspace.write(
      "g/gallery.json",
      #"""
      { "title": "T"\#(settings),
        "photos": [{ "id": "a", "image": "a.jpg", "title": "Lake" }],
        "albums": [{ "id": "shut", "title": "Shut", "downloads": "none",
                     "photos": [{ "id": "b", "image": "b.jpg" }] }] }
      """#)
    return workspace
  }

  @Test func theOriginalIsOfferedWithoutItsMetadataAndEverySizeWithItsBytes() throws {
    let workspace = try workspace(#", "downloads": "original""#)
    let outcome = try workspace.gallery(["build", "g", "--output", "site", "--publish"], timeout: 60)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let original = try #require(workspace.snapshot("site")["media/a.jpg"].map { Array($0) })
    #expect(PublishedMetadata.found(in: original) == nil, "no EXIF, GPS or comment in the download")
    #expect(original.firstRange(of: Array("private note".utf8)) == nil)
    #expect(original.firstRange(of: Array("Pixel".utf8)) == nil)
    let page = workspace.read("site/photos/a.html") ?? ""
    #expect(page.contains(#"<a href="../media/a.jpg" download="" class="download-original">Original, "#))
    #expect(page.contains("\(original.count / 1_000 + (original.count % 1_000 >= 500 ? 1 : 0)) KB</a>"))
    #expect(page.contains(##"<a class="save" href="#downloads""##), "the bar leads to the downloads")
    let offered = page.components(separatedBy: #"<li><a href="../images/"#).count - 1
    let made = workspace.files("site").filter { $0.hasPrefix("images/a-") }.count
    #expect(offered == made && made >= 1, "every size is offered: \(offered) of \(made)")
    #expect(page.contains("Camera details, dates and places are removed from these files."))
    let shut = workspace.read("site/photos/b.html") ?? ""
    #expect(!shut.contains("downloads"), "an album with \"none\" offers nothing")
    #expect(workspace.snapshot("site")["media/b.jpg"] == nil, "nor publishes its original")
  }

  @Test func withKeepMetadataTheOriginalIsPublishedAsItIsAndThePageSaysSo() throws {
    let workspace = try workspace(#", "keepMetadata": true, "downloads": "original""#)
    let outcome = try workspace.gallery(["build", "g", "--output", "site"], timeout: 60)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(workspace.snapshot("site")["media/a.jpg"].map { Array($0) } == (try Self.placedJPEG()))
    #expect(workspace.read("site/photos/a.html")?.contains("These files keep the photo’s metadata") == true)
  }

  @Test func sizesOnlyOfferNoOriginalAndAGalleryWithoutDownloadsOffersNothing() throws {
    let sizes = try workspace(#", "downloads": "sizes""#)
    #expect(try sizes.gallery(["build", "g", "--output", "site"], timeout: 60).status == 0)
    let page = sizes.read("site/photos/a.html") ?? ""
    #expect(page.contains(#"<section class="downloads""#) && !page.contains("download-original"))
    #expect(sizes.snapshot("site")["media/a.jpg"] == nil)
    let plain = try workspace("")
    #expect(try plain.gallery(["build", "g", "--output", "site"], timeout: 60).status == 0)
    #expect(plain.read("site/photos/a.html")?.contains("downloads") == false)
  }
}
