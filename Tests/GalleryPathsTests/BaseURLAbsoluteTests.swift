import GalleryModel
import Testing

@testable import GalleryPaths

/// A site path as a link preview or the sitemap names it: under the gallery's `baseURL`, encoded.
@Suite struct BaseURLAbsoluteTests {
  @Test func sitePathsBecomeAbsoluteAndEncoded() throws {
    let base = try BaseURL("https://example.com/trips/")
    #expect(base.absolute("photos/a.html") == "https://example.com/trips/photos/a.html")
    #expect(base.absolute("index.html") == "https://example.com/trips/index.html")
    #expect(base.absolute("media/a b/é.jpg") == "https://example.com/trips/media/a%20b/%C3%A9.jpg")
    #expect(base.path == "/trips/")
    #expect(try BaseURL("https://example.com/").path == "/")
  }
}
