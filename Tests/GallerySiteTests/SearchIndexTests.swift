import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages
@testable import GalleryModel
@testable import GallerySite
@testable import GalleryThemes
@testable import GalleryWorkers

/// The search index's records and how Pagefind is found: what a search can find (and nothing else of a
/// photo), escaped, at the photo page's path; a gallery without search never looks for Pagefind, and one
/// with it names what is missing.
@Suite struct SearchIndexTests {
  private func worker(search: Bool? = true) -> PhotosWorker {
    var exif = PhotoEXIF(
      dateTaken: EXIFDateTime(year: 2024, month: 6, day: 1, hour: 12, minute: 0, second: 0), make: "Canon",
      model: "Canon EOS R5", lens: "RF24-70mm F2.8")
    exif.offsetTaken = "+02:00"
    let gallery = Gallery(
      title: "Trip",
      photos: [Photo(id: "dusk", image: .file("dusk.jpg"), title: "Dusk <b>", tags: ["Sea", "sea", "sky"])],
      albums: [
        Album(
          id: "k", title: "Kyoto",
          photos: [
            Photo(
              id: "gate", image: .remote("https://example.com/gate.jpg"), description: "Red & \"tall\"",
              alt: "A torii")
          ])
      ], search: search)
    let images = [
      "dusk": PhotoImages(
        variants: [.init(sitePath: "images/dusk-400-ab.jpg", width: 400, height: 300)], exif: exif)
    ]
    return PhotosWorker(gallery: gallery, images: images)
  }

  @Test func oneEscapedRecordPerPhotoAtItsPagesPathWithItsFilters() throws {
    let records = try SearchIndexFiles.records(
      worker: worker(), theme: SearchIndexFiles.recordTheme(try TestThemes.defaultTheme()))
    #expect(records.map(\.path) == ["photos/dusk.html", "photos/gate.html"])
    let dusk = String(decoding: records[0].bytes, as: UTF8.self)
    #expect(dusk.contains(#"<h1 data-pagefind-meta="title">Dusk &lt;b&gt;</h1>"#))
    #expect(dusk.contains(#"<p data-pagefind-filter="tag">Sea</p>"#))
    #expect(!dusk.contains(#"<p data-pagefind-filter="tag">sea</p>"#), "twins are one filter value")
    #expect(dusk.contains(#"<p data-pagefind-filter="camera">Canon EOS R5</p>"#))
    #expect(dusk.contains(#"<p data-pagefind-filter="year">2024</p>"#))
    #expect(dusk.contains("RF24-70mm F2.8"))
    #expect(dusk.contains(#"<img data-pagefind-meta="image[src]" src="/images/dusk-400-ab.jpg" alt="" />"#))
    #expect(!dusk.contains("album"), "a photo at the top has no album")
    #expect(!dusk.contains("+02:00") && !dusk.contains("12:00"), "nothing of the EXIF but camera, lens, year")
    let gate = String(decoding: records[1].bytes, as: UTF8.self)
    #expect(gate.contains("<p>Red &amp; &quot;tall&quot;</p>") && gate.contains("<p>A torii</p>"))
    #expect(gate.contains(#"<p data-pagefind-filter="album">Kyoto</p>"#))
    #expect(gate.contains(#"src="https://example.com/gate.jpg""#))
  }

  /// A theme of its own without `search-record` (search is not a page of its) still indexes: its
  /// records are the default theme's.
  @Test func aThemeWithoutARecordTemplateIndexesWithTheDefaultThemes() throws {
    let folder = try TemporaryFolder()
    for name in ["collection", "detail", "edit"] {
      try folder.write("mine/\(name).mustache", "<p>{{heading}}</p>")
    }
    let mine = try Theme.load(folder: FileSystem.realPath(folder.path + "/mine") ?? folder.path + "/mine")
    #expect(!mine.hasTemplate(SearchIndexFiles.recordTemplate))
    let records = try SearchIndexFiles.records(worker: worker(), theme: SearchIndexFiles.recordTheme(mine))
    #expect(String(decoding: records[0].bytes, as: UTF8.self).contains(#"data-pagefind-meta="title""#))
  }

  @Test func aGalleryWithoutSearchNeverLooksForPagefind() throws {
    let files = try SearchIndexFiles.files(
      worker: worker(search: nil), theme: try TestThemes.defaultTheme(), cache: "/nonexistent",
      manifest: "gallery.json")
    #expect(files.isEmpty)
  }

  @Test func pagefindIsFoundByTheVariableOrOnThePath() {
    #expect(SearchTool.find(environment: ["CLEANGALLERY_PAGEFIND": "/nonexistent/pagefind"]) == nil)
    #expect(SearchTool.find(environment: ["CLEANGALLERY_PAGEFIND": "relative/pagefind"]) == nil)
    #expect(SearchTool.find(environment: ["PATH": "/nonexistent"]) == nil)
    #expect(SearchTool.find(environment: ["CLEANGALLERY_PAGEFIND": "/bin/sh"])?.pagefind == "/bin/sh")
  }
}
