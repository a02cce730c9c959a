import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GallerySite

/// The move page's preview as the default theme renders it: a neighbour's hostile title is text in
/// the sentence, never markup; the page carries the sentence and the grid's links, and leaves the
/// decorative row of thumbnails to the script (made from the grid pages those links lead to), which
/// reads the position and count from the position control.
@Suite struct MovePreviewPageTests {
  private func editPage(_ id: String, of gallery: Gallery) throws -> String {
    let builder = PageRenderer(worker: Fixtures.worker(gallery), theme: try TestThemes.defaultTheme())
    let page = try #require(try builder.renderPages().first { $0.path == "edit/\(id).html" })
    return String(decoding: page.bytes, as: UTF8.self)
  }

  @Test func aHostileNeighboursTitleIsEscapedEverywhere() throws {
    var gallery = Fixtures.gallery(count: 3)
    gallery.photos[0].title = "<script>alert(\"x\")</script> & 'q' {before}"
    let page = try editPage("p2", of: gallery)
    #expect(!page.contains("<script>alert"))
    let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39; {before}"
    #expect(page.contains("After “\(escaped)”, before “Photo 3”."))
  }

  @Test func thePreviewIsDecorativeAndNamesTheGridsPages() throws {
    let page = try editPage("p4", of: Fixtures.gallery(count: 7, pageSize: 3))
    #expect(!page.contains("preview-row"), "the script makes the row")
    #expect(!page.contains("<img "))
    let summary = "<p class=\"preview-summary\" aria-live=\"polite\">After “Photo 3”, before “Photo 5”.</p>"
    #expect(page.contains(summary))
    let grid = "data-grid-first=\"../index.html\" data-grid-pattern=\"../page/NUMBER.html\""
    #expect(page.contains("data-page-size=\"3\" " + grid))
    // What the script reads the position and count from, when the preview does not give them.
    #expect(page.contains("<option value=\"4\" selected=\"selected\">"))
    #expect(page.components(separatedBy: "<option ").count - 1 == 7)
    #expect(page.contains("<script src=\"../viewer-words.js\" defer=\"defer\"></script>"))
  }

  @Test func inAnAlbumTheGridLinksAreTheAlbums() throws {
    let page = try editPage("s3", of: Fixtures.albumGallery())
    #expect(page.contains("data-grid-first=\"../albums/a1/index.html\""))
    #expect(page.contains("data-grid-pattern=\"../albums/a1/page/NUMBER.html\""))
    #expect(page.contains("data-page-size=\"2\""))
    #expect(page.contains("<option value=\"3\" selected=\"selected\">"))
  }
}
