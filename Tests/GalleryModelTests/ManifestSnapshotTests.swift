import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCore
@testable import GalleryModel

/// The manifest's snapshot (`ManifestSnapshot`): the decoder's output kept in binary for exactly the
/// bytes it was decoded from, read back as the same gallery, and never for other bytes or when damaged.
@Suite struct ManifestSnapshotTests {
  /// Every field a photo, a clip and an album may have, settings included, some of them non-ASCII.
  static let manifest = Array(
    #"""
    {
      "title": "Snap ☀",
      "description": "All the fields",
      "pageSize": 7,
      "theme": "default",
      "baseURL": "https://example.com/g/",
      "feedEntries": 9,
      "slideshowSeconds": 4,
      "imageSizes": [300, 900], "quality": 80, "format": "webp", "videoFormats": ["mp4", "webm"],
      "downloads": "sizes",
      "photos": [
        {"id": "a", "image": "a.jpg", "title": "Á", "description": "d", "alt": "alt", "tags": ["x", "서울"],
         "link": "https://example.com/a"},
        {"id": "b", "image": "https://images.example.com/b.jpg"},
        {"id": "c", "video": "c.mp4", "poster": "c.jpg", "posterAt": 1.5},
        {"id": "d", "video": "d.mov"}
      ],
      "albums": [
        {"id": "x", "title": "X", "description": "an album", "cover": "f", "downloads": "original",
         "photos": [{"id": "e", "image": "e.jpg"}],
         "albums": [{"id": "y", "title": "Y", "photos": [{"id": "f", "image": "f.jpg", "tags": []}]}]},
        {"id": "p", "title": "P", "private": {"passphraseFile": "p.pass", "showTitle": true}},
        {"id": "q", "title": "Q", "private": {"passphrase": "ünïcode words"}}
      ]
    }
    """#.utf8)

  private func decoded(_ bytes: [UInt8] = manifest) throws -> Gallery {
    try ManifestDecoder.decode(bytes, file: "gallery.json").gallery
  }

  @Test func aSnapshotGivesBackTheGalleryTheDecoderGave() throws {
    let gallery = try decoded()
    let snapshot = ManifestSnapshot.bytes(of: gallery, manifest: Self.manifest)
    let read = ManifestSnapshot.gallery(from: snapshot, manifest: Self.manifest, file: "gallery.json")
    #expect(read == gallery)
    #expect(read?.allPhotos.map(\.id) == ["a", "b", "c", "d", "e", "f"])
    #expect(read?.albums[0].albums[0].photos[0].tags == [])
    #expect(read?.downloads == .sizes && read?.albums[0].downloads == .original)
    #expect(read?.albums[0].albums[0].downloads == nil)
    #expect(read?.albums[1].privacy == AlbumPrivacy(passphrase: .file("p.pass"), showsTitle: true))
    #expect(read?.albums[2].privacy == AlbumPrivacy(passphrase: .text("ünïcode words")))
    #expect(read?.albums[0].privacy == nil)
  }

  @Test func aSnapshotIsNotTakenForOtherBytes() throws {
    let snapshot = ManifestSnapshot.bytes(of: try decoded(), manifest: Self.manifest)
    var other = Self.manifest
    other[other.count - 2] = UInt8(ascii: " ")
    #expect(ManifestSnapshot.gallery(from: snapshot, manifest: other, file: "gallery.json") == nil)
    #expect(ManifestSnapshot.gallery(from: snapshot, manifest: [], file: "gallery.json") == nil)
  }

  @Test func aDamagedOrCutSnapshotReadsAsNoneAndNeverTraps() throws {
    let snapshot = ManifestSnapshot.bytes(of: try decoded(), manifest: Self.manifest)
    for length in 0..<snapshot.count {
      #expect(
        ManifestSnapshot.gallery(
          from: Array(snapshot.prefix(length)), manifest: Self.manifest, file: "gallery.json") == nil)
    }
    for index in stride(from: 0, to: snapshot.count, by: 3) {
      var flipped = snapshot
      flipped[index] ^= 0x41
      #expect(ManifestSnapshot.gallery(from: flipped, manifest: Self.manifest, file: "gallery.json") == nil)
    }
  }

  @Test func theReaderRefusesCountsLargerThanItsBytesAndAlbumsNestedPastTheLimit() {
    var huge = SnapshotWriter()
    huge.count(Int(UInt32.max))
    var reader = SnapshotReader(huge.output[...])
    #expect(reader.photos() == nil)
    var deep = SnapshotWriter()
    for _ in 0...(SnapshotReader.deepestAlbum + 1) {
      deep.count(1)
      deep.text("a")
      deep.text("A")
      deep.optionalText(nil)
      deep.optionalText(nil)
      deep.photos([])
    }
    deep.count(0)
    var deepReader = SnapshotReader(deep.output[...])
    #expect(deepReader.albums(depth: 0) == nil)
  }

  @Test func theStoreReadsTheSnapshotItKeptAndDecodesWhenTheManifestChanges() throws {
    let folder = try TemporaryFolder()
    try folder.write("g/a.svg", "<svg/>")
    try folder.write("g/gallery.json", #"{"title": "T", "photos": [{"id": "a", "image": "a.svg"}]}"#)
    var sut = try ManifestStore(folder: folder.path + "/g")
    sut.snapshotFolder = folder.path + "/cache"
    let first = try sut.fetchGallery()
    #expect(FileManager.default.fileExists(atPath: folder.path + "/cache/" + ManifestSnapshot.fileName))
    // A snapshot planted for these bytes is what the store reads: it is not decoded again.
    var planted = first
    planted.title = "From the snapshot"
    ManifestSnapshot.write(planted, manifest: try sut.manifestBytes(), in: folder.path + "/cache")
    #expect(try sut.fetchGallery().title == "From the snapshot")
    try folder.write("g/gallery.json", #"{"title": "U", "photos": [{"id": "a", "image": "a.svg"}]}"#)
    #expect(try sut.fetchGallery().title == "U")
  }

  /// Only the encoder's own bytes are read as canonical (which lets an edit splice them), from the
  /// decode and from the snapshot alike; a snapshot's key says which, so no flag can be flipped alone.
  @Test func theStoreKnowsTheEncodersBytesFromAPersonsAndTheSnapshotKeepsWhich() throws {
    let folder = try TemporaryFolder()
    try folder.write("g/a.svg", "<svg/>")
    let gallery = Gallery(title: "T", photos: [Photo(id: "a", image: .file("a.svg"))])
    let encoded = String(decoding: ManifestEncoder.encode(gallery), as: UTF8.self)
    var sut = try ManifestStore(folder: folder.path + "/g")
    sut.snapshotFolder = folder.path + "/cache"
    for (text, canonical) in [
      (encoded, true), (#"{"title": "T", "photos": [{"id": "a", "image": "a.svg"}]}"#, false),
    ] {
      try folder.write("g/gallery.json", text)
      let decoded = try sut.fetchStoredGallery()
      let fromSnapshot = try sut.fetchStoredGallery()
      #expect(decoded.gallery == gallery && fromSnapshot.gallery == gallery)
      #expect(decoded.isCanonical == canonical && fromSnapshot.isCanonical == canonical, "\(text)")
    }
    let manifest = Array(encoded.utf8)
    let plain = ManifestSnapshot.bytes(of: gallery, manifest: manifest)
    let canonical = ManifestSnapshot.bytes(of: gallery, manifest: manifest, canonical: true)
    let keyBytes = ManifestSnapshot.magic.count..<(ManifestSnapshot.magic.count + 8)
    #expect(plain[keyBytes] != canonical[keyBytes] && plain.count == canonical.count)
    #expect(ManifestSnapshot.gallery(from: canonical, manifest: manifest, file: "gallery.json") == gallery)
  }

  @Test func aFileGoneSinceTheSnapshotIsNamedWithItsPlaceInTheManifest() throws {
    let folder = try TemporaryFolder()
    try folder.write("g/a.svg", "<svg/>")
    try folder.write(
      "g/gallery.json", "{\"title\": \"T\",\n \"photos\": [{\"id\": \"a\", \"image\": \"a.svg\"}]}")
    var sut = try ManifestStore(folder: folder.path + "/g")
    sut.snapshotFolder = folder.path + "/cache"
    _ = try sut.fetchGallery()
    try FileManager.default.removeItem(atPath: folder.path + "/g/a.svg")
    do {
      _ = try sut.fetchGallery()
      Issue.record("a missing photo was accepted from the snapshot")
    } catch {
      #expect(error.description.contains("gallery.json:2:"), "\(error.description)")
      #expect(error.description.contains("photos[0].image"), "\(error.description)")
    }
  }
}
