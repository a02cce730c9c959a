import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GallerySite

/// The move page's preview as the default theme renders it: a neighbour's hostile title is text in
/// the sentence, the captions and the data the theme's script reads, never markup; the thumbnails are
/// decorative (the sentence says it all); the grid's links lead to its pages.
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
    #expect(page.contains("<span class=\"preview-title\">\(escaped)</span>"))
    #expect(page.contains("After “\(escaped)”, before “Photo 3”."))
  }

  @Test func thePreviewIsDecorativeAndNamesTheGridsPages() throws {
    let page = try editPage("p4", of: Fixtures.gallery(count: 7, pageSize: 3))
    #expect(page.contains("<div class=\"preview-row\" aria-hidden=\"true\">"))
    #expect(page.contains("aria-live=\"polite\">After “Photo 3”, before “Photo 5”.</p>"))
    #expect(page.contains("data-position=\"4\" data-count=\"7\" data-page-size=\"3\""))
    #expect(page.contains("data-grid-first=\"../index.html\" data-grid-pattern=\"../page/NUMBER.html\""))
    let images = page.components(separatedBy: "<img ").dropFirst()
    #expect(images.count == 3)
    #expect(images.allSatisfy { $0.contains("alt=\"\"") })
  }

  @Test func inAnAlbumTheGridLinksAreTheAlbums() throws {
    let page = try editPage("s3", of: Fixtures.albumGallery())
    #expect(page.contains("data-grid-first=\"../albums/a1/index.html\""))
    #expect(page.contains("data-grid-pattern=\"../albums/a1/page/NUMBER.html\""))
    #expect(page.contains("data-position=\"3\" data-count=\"4\" data-page-size=\"2\""))
  }
}
