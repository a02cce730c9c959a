import Foundation
import GalleryTestSupport
import Testing

/// `gallery init` run as a person runs it on photos tagged by exiftool.
@Suite(.enabled(if: MetadataPhotos.canMake, Comment(rawValue: MetadataPhotos.skipReason)))
struct InitMetadataCommandTests {
  @Test func initWritesTitlesCaptionsAltTextsAndTagsFromThePhotos() throws {
    let workspace = try TemporaryFolder()
    try MetadataPhotos.make(in: workspace.path + "/trip")

    let outcome = try GalleryProcess.run(["init", "trip"], in: workspace.path)

    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.hasPrefix("Wrote trip/gallery.json: 8 photos"))
    let manifest = workspace.read("trip/gallery.json") ?? ""
    #expect(
      manifest.contains(
        """
              "id": "embedded-xmp",
              "image": "embedded-xmp.jpg",
              "title": "Title from XMP",
              "description": "Description from XMP",
              "alt": "A cliff over the sea",
              "tags": ["sea", "sky", "Côte d'Azur"]
        """))
    #expect(manifest.contains(#""title": "Café in Arles""#))
    #expect(manifest.contains(#""title": "Title from the sidecar","#))
    #expect(!manifest.contains("OLYMPUS"))

    let build = try GalleryProcess.run(["build", "trip", "--output", "site"], in: workspace.path)
    #expect(build.status == 0, "\(build.stderr)")
    let page = workspace.read("site/photos/embedded-xmp.html") ?? ""
    #expect(page.contains(#"<ul class="tags" aria-label="Tags">"#))
    #expect(page.contains(#"<li><a href="../tags/c%C3%B4te-d-azur.html" rel="tag">Côte d&#39;Azur</a></li>"#))
    #expect(workspace.read("site/tags/côte-d-azur.html")?.contains("Côte d&#39;Azur") == true)
  }
}
