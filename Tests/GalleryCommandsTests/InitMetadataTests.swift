import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCommands
@testable import GalleryImages
@testable import GalleryImport
@testable import GalleryModel

/// `gallery init` and `gallery sync` on photos tagged by exiftool: which source gives each text.
@Suite(.enabled(if: MetadataPhotos.canMake, Comment(rawValue: MetadataPhotos.skipReason)))
struct InitMetadataTests {
  private func photos(_ gallery: Gallery) -> [String: Photo] {
    Dictionary(uniqueKeysWithValues: gallery.allPhotos.map { ($0.id, $0) })
  }

  @Test func initTakesEachTextFromTheHighestSourceThatHasIt() throws {
    // Given a folder with one photo per source (see Tests/Fixtures/make-metadata-photos)
    let folder = try TemporaryFolder()
    try MetadataPhotos.make(in: folder.path)
    // When
    let outcome = try InitCommand.initialize(
      .init(folder: folder.path), dating: PhotoFactsReader(), console: .silent)
    // Then
    let byID = photos(outcome.gallery)
    func texts(_ id: String) -> [String?] {
      [byID[id]?.title, byID[id]?.description, byID[id]?.alt]
    }
    #expect(
      texts("sidecar") == ["Title from the sidecar", "Description from EXIF", nil], "sidecar, then EXIF")
    #expect(byID["lightroom"]?.title == "Lightroom title", "IMG.xmp beside IMG.jpg")
    #expect(byID["lightroom"]?.tags == ["from lightroom"])
    #expect(texts("embedded-xmp") == ["Title from XMP", "Description from XMP", "A cliff over the sea"])
    #expect(byID["embedded-xmp"]?.tags == ["sea", "sky", "Côte d'Azur"], "dc:subject before IPTC keywords")
    #expect(texts("iptc-latin1") == ["Café in Arles", "Caption from IPTC", nil])
    #expect(byID["iptc-latin1"]?.tags == ["café", "arles"])
    #expect(texts("iptc-utf8") == ["Zürich by night", nil, nil])
    #expect(texts("exif-only") == ["Exif only", "Description from EXIF only", nil])
    #expect(texts("olympus") == ["Olympus", nil, nil], "a camera's default caption is ignored")
    #expect(texts("nothing") == ["Nothing", nil, nil])
    #expect(byID["nothing"]?.tags == nil)
    // And what init wrote reads back as it is
    let saved = try ManifestStore(folder: folder.path).fetchGallery()
    #expect(saved == outcome.gallery)
  }

  @Test func syncFillsOnlyThePhotosItAddsAndNeverRewritesAPersonsTexts() throws {
    // Given a gallery whose person retitled one photo and cleared another's description
    let folder = try TemporaryFolder()
    try MetadataPhotos.make(in: folder.path)
    try folder.write(
      "gallery.json",
      #"""
      {
        "title": "Mine",
        "photos": [
          { "id": "mine", "image": "embedded-xmp.jpg", "title": "My own title" },
          { "id": "bare", "image": "exif-only.jpg" }
        ]
      }
      """#)
    // When
    let outcome = try SyncCommand.sync(
      .init(folder: folder.path), dating: PhotoFactsReader(), console: .silent)
    // Then the two photos stay exactly as written; the added ones get their metadata
    let synced = try ManifestStore(folder: folder.path).fetchGallery()
    #expect(
      synced.photos.prefix(2) == [
        Photo(id: "mine", image: .file("embedded-xmp.jpg"), title: "My own title"),
        Photo(id: "bare", image: .file("exif-only.jpg")),
      ])
    #expect(outcome.changes.added.count == 6)
    let byID = photos(synced)
    #expect(byID["sidecar"]?.title == "Title from the sidecar")
    #expect(byID["iptc-latin1"]?.description == "Caption from IPTC")
  }

  @Test func hostileSidecarsGiveNoMetadataAndReadNothingOutside() throws {
    // Given sidecars that are a link out of the folder, a FIFO, too large, an entity bomb, and bad UTF-8
    let outside = try TemporaryFolder()
    try outside.write("secret.xmp", String(decoding: try sidecar(title: "Secret outside"), as: UTF8.self))
    let folder = try TemporaryFolder()
    try MetadataPhotos.make(in: folder.path)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/nothing.jpg.xmp", withDestinationPath: outside.path + "/secret.xmp")
    #expect(mkfifo(folder.path + "/olympus.jpg.xmp", 0o644) == 0)
    var huge = try sidecar(title: "Huge")
    huge += [UInt8](repeating: 0x20, count: XMPReader.maximumBytes)
    try Data(huge).write(to: URL(fileURLWithPath: folder.path + "/exif-only.xmp"))
    try folder.write(
      "iptc-utf8.jpg.xmp",
      #"<!DOCTYPE x [<!ENTITY a "aaaaaaaaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><x>&b;</x>"#)
    var invalid = try sidecar(title: "Caf\u{E9}")
    invalid[invalid.firstIndex(of: 0xC3)! + 1] = 0x28
    try Data(invalid).write(to: URL(fileURLWithPath: folder.path + "/embedded-xmp.jpg.xmp"))
    // When
    let started = ContinuousClock.now
    let outcome = try InitCommand.initialize(
      .init(folder: folder.path), dating: PhotoFactsReader(), console: .silent)
    // Then none is read, nothing hangs, and each photo keeps what its file says
    #expect(ContinuousClock.now - started < .seconds(20))
    let byID = photos(outcome.gallery)
    #expect(byID["nothing"]?.title == "Nothing")
    #expect(byID["olympus"]?.title == "Olympus")
    #expect(byID["exif-only"]?.title == "Exif only")
    #expect(byID["exif-only"]?.description == "Description from EXIF only")
    // A broken sidecar is read as empty, and the file's own metadata then counts.
    #expect(byID["iptc-utf8"]?.title == "Zürich by night")
    #expect(byID["embedded-xmp"]?.title == "Title from XMP")
  }

  /// A sidecar exiftool would write, with only a title.
  private func sidecar(title: String) throws -> [UInt8] {
    Array(
      """
      <?xpacket begin='\u{FEFF}' id='W5M0MpCehiHzreSzNTczkc9d'?>
      <x:xmpmeta xmlns:x='adobe:ns:meta/'><rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'>
      <rdf:Description rdf:about='' xmlns:dc='http://purl.org/dc/elements/1.1/'>
      <dc:title><rdf:Alt><rdf:li xml:lang='x-default'>\(title)</rdf:li></rdf:Alt></dc:title>
      </rdf:Description></rdf:RDF></x:xmpmeta>
      """.utf8)
  }
}
