import Foundation
import Testing

@testable import GalleryCommands
@testable import GalleryModel

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Sample gallery")
struct SampleGalleryTests {
  /// The fields of one photo in the manifest, as the sample writes them.
  struct Photo: Decodable {
    let id: String
    let image: String
    let title: String
    let description: String
    let link: String
    let alt: String
  }

  struct Manifest: Decodable {
    let title: String
    let description: String
    let pageSize: Int
    let photos: [Photo]
  }

  static let expectedIDs = [
    "arkit", "core-ml", "metal", "swiftui", "realitykit", "core-data", "mapkit", "healthkit", "vision",
    "avfoundation", "core-animation", "swift-charts",
  ]

  private func manifest() throws -> Manifest {
    let first = try #require(SampleGallery.files.first)
    #expect(first.path == "gallery.json")
    return try JSONDecoder().decode(Manifest.self, from: Data(first.contents.utf8))
  }

  @Test func manifestComesFirstAndListsTwelvePhotos() throws {
    let manifest = try manifest()
    #expect(manifest.title == "Apple Frameworks")
    #expect(!manifest.description.isEmpty)
    #expect(manifest.pageSize == 6)
    #expect(manifest.photos.map(\.id) == Self.expectedIDs)
    #expect(Set(manifest.photos.map(\.id)).count == manifest.photos.count)
    for photo in manifest.photos {
      #expect(photo.image == "images/\(photo.id).svg")
      #expect(!photo.title.isEmpty)
      #expect(!photo.description.isEmpty)
      #expect(!photo.alt.isEmpty)
      #expect(photo.link.hasPrefix("https://developer.apple.com/documentation/"))
      #expect(URL(string: photo.link) != nil)
    }
  }

  @Test func filesAreTheManifestThenOneSVGPerPhotoInOrder() throws {
    let manifest = try manifest()
    let paths = SampleGallery.files.map(\.path)
    #expect(paths == ["gallery.json"] + manifest.photos.map(\.image))
    #expect(Set(paths).count == paths.count)
  }

  /// The encoder writes the sample's manifest back byte for byte (here, not in GalleryModelTests: the
  /// sample lives in GalleryCommands).
  @Test func theSampleManifestRoundTripsByteForByte() throws {
    let bytes = Array(SampleGallery.manifest.utf8)
    let gallery = try ManifestDecoder.decode(bytes, file: "gallery.json").gallery
    #expect(ManifestEncoder.encode(gallery) == bytes)
  }

  @Test func manifestTextIsInTheHouseFormat() throws {
    let text = try #require(SampleGallery.files.first).contents
    #expect(text.hasSuffix("}\n"))
    #expect(!text.contains(" \n"))
    #expect(!text.contains("\\u"))
    #expect(!text.contains("\\/"))
    #expect(text.hasPrefix("{\n  \"title\": "))
    // At least one non-ASCII character, so UTF-8 handling is exercised.
    #expect(text.unicodeScalars.contains { !$0.isASCII })
  }

  @Test(arguments: SampleGallery.files.dropFirst().map(\.path))
  func pictureIsWellFormedSelfContainedSVG(path: String) throws {
    let file = try #require(SampleGallery.files.first { $0.path == path })
    let svg = file.contents
    let recorder = ElementRecorder.read(svg)
    #expect(recorder.isWellFormed, "\(path): \(String(describing: recorder.error))")
    #expect(recorder.elements.first == "svg")
    #expect(recorder.elements.contains("title"))
    #expect(!recorder.elements.contains("script"))
    let root = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">"#
    #expect(svg.hasPrefix(root))
    #expect(!svg.contains("<!DOCTYPE"))
    #expect(!svg.contains("href"))
    #expect(svg.utf8.count < 4096)
  }

  @Test func eachPictureIsTitledWithItsFramework() throws {
    let manifest = try manifest()
    for photo in manifest.photos {
      let file = try #require(SampleGallery.files.first { $0.path == photo.image })
      #expect(file.contents.contains("<title>\(photo.title)</title>"), "\(photo.image)")
    }
  }

  /// On Linux `XMLParser.parse()` returns `true` for unclosed elements (swift-corelibs-foundation#5281),
  /// so the check also looks at reported errors and element balance; make sure it catches them.
  @Test(arguments: [
    #"<svg xmlns="http://www.w3.org/2000/svg"><g></svg>"#,
    #"<svg xmlns="http://www.w3.org/2000/svg">"#,
    #"<svg xmlns="http://www.w3.org/2000/svg"></g>"#,
    #"<svg xmlns="http://www.w3.org/2000/svg" a="1" a="2"/>"#,
    "<svg/><svg/>",
    "",
  ])
  func theXMLCheckRejectsABrokenDocument(text: String) {
    #expect(!ElementRecorder.read(text).isWellFormed)
  }

  @Test func theXMLCheckAcceptsAWellFormedDocument() {
    let text = #"<svg xmlns="http://www.w3.org/2000/svg"><g/><title>x</title></svg>"#
    #expect(ElementRecorder.read(text).isWellFormed)
  }
}

/// Reads a document with `XMLParser`, collecting element names, errors and nesting depth.
private final class ElementRecorder: NSObject, XMLParserDelegate {
  private(set) var elements: [String] = []
  private(set) var error: (any Error)?
  private var depth = 0
  private var roots = 0
  private var parsed = false

  /// Parsed without any error, every element closed, exactly one root element.
  var isWellFormed: Bool { parsed && error == nil && depth == 0 && roots == 1 }

  static func read(_ text: String) -> ElementRecorder {
    let recorder = ElementRecorder()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = recorder
    recorder.parsed = parser.parse()
    if recorder.error == nil { recorder.error = parser.parserError }
    return recorder
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    if depth == 0 { roots += 1 }
    depth += 1
    elements.append(elementName)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    depth -= 1
  }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
    if error == nil { error = parseError }
  }
}
