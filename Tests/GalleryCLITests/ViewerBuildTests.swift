import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCommands
@testable import GalleryImages

/// What the pages give a browser: the photo's shape and colour, every size, a published site without
/// move pages, and HEIC photos like any other.
@Suite struct ViewerBuildTests {
  @Test func aPublishedSiteHasNoMovePagesAndSaysSoOnEveryPage() throws {
    let workspace = try TemporaryFolder()
    #expect(try workspace.gallery("init", "--sample", "s").status == 0)
    let outcome = try workspace.gallery("build", "s", "--output", "site", "--publish")
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let files = workspace.files("site")
    #expect(!files.contains { $0.hasPrefix("edit/") })
    let pages = files.filter { $0.hasSuffix(".html") }
    #expect(pages.count == 14)
    for page in pages {
      let html = try #require(workspace.read("site/" + page))
      #expect(html.contains("data-edit-pages=\"none\""), "\(page)")
      #expect(!html.contains("edit/") && !html.contains("Change position"), "\(page)")
    }
    #expect(try workspace.gallery("validate", "site").status == 0)
    // The manifest's "publish" does the same, and a build without it brings the move pages back.
    let manifest = try #require(workspace.read("s/gallery.json"))
    try workspace.write(
      "s/gallery.json",
      manifest.replacingOccurrences(of: "\"pageSize\"", with: "\"publish\": true,\n  \"pageSize\""))
    #expect(try workspace.gallery("build", "s", "--output", "site").status == 0)
    #expect(!workspace.files("site").contains { $0.hasPrefix("edit/") })
    try workspace.write("s/gallery.json", manifest)
    #expect(try workspace.gallery("build", "s", "--output", "site").status == 0)
    #expect(workspace.files("site").contains("edit/metal.html"))
  }

  @Test func gridCellsCarryTheirShapeAndColourAndMovePagesTheirCommand() throws {
    let workspace = try TemporaryFolder()
    try workspace.writeBytes("trip/wide.jpg", try LibVips.testPicture(width: 900, height: 600))
    try workspace.writeBytes("trip/tall.jpg", try LibVips.testPicture(width: 400, height: 600))
    #expect(try workspace.gallery("init", "trip").status == 0)
    #expect(try workspace.gallery("build", "trip", "--output", "web site").status == 0)
    let grid = try #require(workspace.read("web site/index.html"))
    #expect(grid.contains("style=\"--ratio: 1.5; --placeholder: #"), "\(grid)")
    #expect(grid.contains("style=\"--ratio: 0.6667; --placeholder: #"))
    #expect(grid.contains("900w"), "the original's own width tops the ladder below 1600")
    let edit = try #require(workspace.read("web site/edit/tall.html"))
    #expect(edit.contains("gallery move tall --to POSITION --gallery trip --output &#39;web site&#39;"))
    #expect(edit.contains("<button type=\"submit\" disabled=\"disabled\">"))
  }

  @Test func heicPhotosAreFoundByInitAndBuilt() throws {
    let workspace = try TemporaryFolder()
    try workspace.writeBytes(
      "phone/IMG_0001.HEIC", try LibVips.testPicture(width: 800, height: 600, heif: true))
    let initialised = try workspace.gallery("init", "phone")
    #expect(initialised.status == 0, "\(initialised.stderr)")
    #expect(initialised.stdout.contains("1 photo"))
    let built = try workspace.gallery("build", "phone", "--output", "site")
    #expect(built.status == 0, "\(built.stderr)")
    #expect(workspace.files("site").contains { $0.hasPrefix("images/img-0001-625-") && $0.hasSuffix(".jpg") })
  }

  @Test func webPWhenTheManifestAsks() throws {
    let workspace = try TemporaryFolder()
    try workspace.writeBytes("g/a.jpg", try LibVips.testPicture(width: 900, height: 600))
    try workspace.write(
      "g/gallery.json", #"{"title": "T", "format": "webp", "photos": [{"id": "a", "image": "a.jpg"}]}"#)
    #expect(try workspace.gallery("build", "g", "--output", "site").status == 0)
    let images = workspace.files("site").filter { $0.hasPrefix("images/") }
    #expect(!images.isEmpty && images.allSatisfy { $0.hasSuffix(".webp") }, "\(images)")
  }
}
