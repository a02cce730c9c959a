import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryImages
@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes
@testable import GallerySite
@testable import GalleryWorkers

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `feed.xml` (issue 14): the newest photos by date taken, then manifest order; escaped HTML content
/// from the theme; stable ids; nothing without a `baseURL`.
@Suite struct FeedFileTests {
  private func taken(_ day: Int, offset: String? = nil) -> PhotoEXIF {
    PhotoEXIF(
      dateTaken: EXIFDateTime(year: 2024, month: 5, day: day, hour: 9, minute: 30, second: 0),
      offsetTaken: offset)
  }

  /// Six photos: p2 and p5 taken the same day, p4 on a later one, p1 and p3 undated (p3's file dated),
  /// p6 a remote image without any date.
  private func gallery(entries: Int? = nil) throws -> (Gallery, [String: PhotoImages]) {
    var gallery = Fixtures.gallery(count: 6)
    gallery.baseURL = try BaseURL("https://example.com/trips/")
    gallery.feedEntries = entries
    gallery.photos[1].description = "Dinner <b>&</b> \"friends\""
    gallery.photos[5].image = .remote("https://cdn.example.org/p6.jpg")
    func images(_ id: String, exif: PhotoEXIF? = nil, modified: Int? = nil) -> PhotoImages {
      PhotoImages(
        variants: [
          .init(sitePath: "images/\(id)-400.jpg", width: 400, height: 300),
          .init(sitePath: "images/\(id)-1200.jpg", width: 1200, height: 900),
        ], exif: exif, modified: modified)
    }
    return (
      gallery,
      [
        "p1": images("p1"), "p2": images("p2", exif: taken(3)), "p3": images("p3", modified: 1_000_000_000),
        "p4": images("p4", exif: taken(9, offset: "+02:00")), "p5": images("p5", exif: taken(3)),
      ]
    )
  }

  private func feed(_ gallery: Gallery, _ images: [String: PhotoImages]) throws -> String {
    let worker = PhotosWorker(
      gallery: gallery, images: images, options: SiteOptions(baseURL: gallery.baseURL))
    let files = try FeedFile.file(worker: worker, theme: try TestThemes.defaultTheme(), siteMap: SiteMap())
    return String(decoding: try #require(files.first).bytes, as: UTF8.self)
  }

  /// Each entry's `<id>`, in order, read by a strict XML parser.
  private func entryIDs(_ xml: String) throws -> [String] {
    let reader = EntryIDReader()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
    return reader.ids
  }

  @Test func entriesAreTheNewestByDateTakenThenManifestOrderThenUndated() throws {
    let (gallery, images) = try gallery()
    let xml = try feed(gallery, images)
    let base = "https://example.com/trips/photos/"
    #expect(try entryIDs(xml) == ["p4", "p2", "p5", "p1", "p3", "p6"].map { base + $0 + ".html" })
    #expect(xml.contains("<updated>2024-05-09T09:30:00+02:00</updated>\n<author>"))
    #expect(xml.contains("<id>\(base)p3.html</id>\n<updated>2001-09-09T01:46:40Z</updated>"))
    // A photo without any date says the feed's date rather than the build's time.
    #expect(xml.contains("<id>\(base)p6.html</id>\n<updated>2024-05-09T09:30:00+02:00</updated>"))
    #expect(
      xml.contains(
        #"<link rel="self" type="application/atom+xml" href="https://example.com/trips/feed.xml"/>"#))
  }

  @Test func theCountIsTheManifestsAndFiftyByDefault() throws {
    let (gallery, images) = try gallery(entries: 2)
    #expect(try entryIDs(try feed(gallery, images)).count == 2)
    #expect(Gallery(title: "T").effectiveFeedEntries == 50)
    let many = Fixtures.gallery(count: 60)
    var hosted = many
    hosted.baseURL = try BaseURL("https://example.com/")
    #expect(try entryIDs(try feed(hosted, [:])).count == 50)
  }

  @Test func theCaptionIsEscapedHTMLContentWithTheShareImage() throws {
    let (gallery, images) = try gallery()
    let xml = try feed(gallery, images)
    #expect(
      xml.contains(
        "&lt;p&gt;&lt;img src=&quot;https://example.com/trips/images/p2-1200.jpg&quot; alt=&quot;Photo 2&quot;"
      ))
    #expect(
      xml.contains(
        "&lt;p&gt;Dinner &amp;lt;b&amp;gt;&amp;amp;&amp;lt;/b&amp;gt; &amp;quot;friends&amp;quot;&lt;/p&gt;"))
    #expect(
      xml.contains(
        #"<link rel="enclosure" type="image/jpeg" href="https://example.com/trips/images/p2-1200.jpg"/>"#))
    #expect(xml.contains(#"<link rel="enclosure" type="image/jpeg" href="https://cdn.example.org/p6.jpg"/>"#))
  }

  @Test func aThemeWithoutAFeedEntryTemplateGivesAPlainTextSummaryOnly() throws {
    let (gallery, images) = try gallery()
    let worker = PhotosWorker(
      gallery: gallery, images: images, options: SiteOptions(baseURL: gallery.baseURL))
    let files = try FeedFile.file(worker: worker, theme: try TestThemes.minimal(), siteMap: SiteMap())
    let xml = String(decoding: try #require(files.first).bytes, as: UTF8.self)
    #expect(!xml.contains("<content"))
    #expect(xml.contains("<summary>Dinner &lt;b&gt;&amp;&lt;/b&gt; &quot;friends&quot;</summary>"))
  }

  @Test func theManifestsCountIsReadCheckedAndWrittenBack() throws {
    let text = #"{"title": "T", "baseURL": "https://example.com/", "feedEntries": 12, "photos": []}"#
    let gallery = try ManifestDecoder.decode(Array(text.utf8), file: "gallery.json").gallery
    #expect(gallery.effectiveFeedEntries == 12)
    let written = ManifestEncoder.encode(gallery)
    #expect(String(decoding: written, as: UTF8.self).contains(#"  "feedEntries": 12,"#))
    #expect(try ManifestDecoder.decode(written, file: "gallery.json").gallery == gallery)
    for bad in ["0", "1001", "\"50\"", "2.5"] {
      let manifest = "{\n  \"title\": \"T\",\n  \"feedEntries\": \(bad)\n}"
      #expect {
        _ = try ManifestDecoder.decode(Array(manifest.utf8), file: "gallery.json")
      } throws: { error in
        let message = (error as? GalleryError)?.description ?? ""
        return message.contains("gallery.json:3:") && message.contains("feedEntries")
      }
    }
  }

  @Test func noBaseURLNoFeed() throws {
    var (gallery, images) = try gallery()
    gallery.baseURL = nil
    let worker = PhotosWorker(gallery: gallery, images: images)
    #expect(
      try FeedFile.file(worker: worker, theme: try TestThemes.defaultTheme(), siteMap: SiteMap()).isEmpty)
  }
}

private final class EntryIDReader: NSObject, XMLParserDelegate {
  var ids: [String] = []
  private var path: [String] = []
  private var text = ""

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    path.append(name)
    text = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?)
  {
    if path.suffix(2) == ["entry", "id"] { ids.append(text) }
    path.removeLast()
  }
}
