import GalleryCore
import GalleryTestSupport
import Testing

@testable import GalleryModel

/// The album tree's own edits on the value (`Gallery+AlbumEdits`): an album made (empty or with
/// photos), an empty one deleted, an album's new id. Each edit's gallery is one the manifest reads back
/// as it is (written whole or spliced into the manifest before it), and a refused edit changes nothing.
@Suite struct GalleryAlbumEditsTests {
  /// Written and read back: the gallery the next read of gallery.json gives, both ways the encoder
  /// writes an edit (whole, and from the manifest before it).
  private func roundTrip(_ edited: Gallery, from before: Gallery) throws {
    let whole = ManifestEncoder.encode(edited)
    #expect(try ManifestDecoder.decode(whole, file: "gallery.json").gallery == edited)
    let spliced = ManifestEncoder.encode(edited, from: before, source: ManifestEncoder.encode(before))
    #expect(spliced == whole)
  }

  @Test func anAlbumMadeWithPhotosTakesThemAndReadsBack() throws {
    let before = Fixtures.albumGallery()
    var gallery = before
    let dropped = try gallery.addAlbum(
      Album(id: "new", title: "New", description: "D", cover: "ignored", photos: Fixtures.photos("x", 2)),
      into: "a1", at: 0, photoIDs: ["s4", "r2"])
    #expect(dropped == [])
    let made = try #require(gallery.album("new"))
    #expect(made.photos.map(\.id) == ["s4", "r2"] && made.cover == nil && made.description == "D")
    #expect(gallery.album("a1")?.albums.map(\.id) == ["new"])
    #expect(gallery.photoCount == before.photoCount)
    try roundTrip(gallery, from: before)
  }

  @Test func anEmptyAlbumIsDeletedAndAFullOneIsNot() throws {
    let before = Fixtures.albumGallery()
    var gallery = before
    #expect(throws: Gallery.AlbumRefusal.notEmpty("a", photos: 7, albums: 1)) {
      try gallery.removeEmptyAlbum("a")
    }
    #expect(throws: Gallery.AlbumRefusal.noSuchAlbum("")) { try gallery.removeEmptyAlbum("") }
    #expect(gallery == before)
    let removed = try gallery.removeEmptyAlbum("e")
    #expect(removed.id == "e" && gallery.albums.map(\.id) == ["a", "b"])
    try roundTrip(gallery, from: before)
  }

  @Test func anAlbumsNewIDIsValidAndNoOtherAlbums() throws {
    let before = Fixtures.albumGallery()
    var gallery = before
    #expect(gallery.albumIDProblem("B") != nil)
    #expect(gallery.albumIDProblem("B", renaming: "b") == nil)
    #expect(gallery.albumIDProblem("r1") == nil)  // photo ids are another namespace
    for wrong in ["", "-x", "a b", "é", "a/b", "x\u{0}", String(repeating: "x", count: 101)] {
      #expect(throws: Gallery.AlbumRefusal.self) { try gallery.changeAlbumID("b", to: wrong) }
    }
    #expect(throws: Gallery.AlbumRefusal.self) { try gallery.changeAlbumID("b", to: "A1") }
    #expect(gallery == before)
    try gallery.changeAlbumID("a1", to: "alpha.one_2")
    #expect(gallery.album("alpha.one_2")?.photos.count == 4 && gallery.album("a1") == nil)
    try roundTrip(gallery, from: before)
  }

  @Test func aRefusedNewAlbumChangesNothing() {
    var gallery = Fixtures.albumGallery()
    let album = Album(id: "n", title: "N")
    #expect(throws: Gallery.AlbumRefusal.noSuchAlbum("zz")) { try gallery.addAlbum(album, into: "zz", at: 0) }
    #expect(throws: Gallery.AlbumRefusal.noSuchIndex(4, count: 3)) {
      try gallery.addAlbum(album, into: "", at: 4)
    }
    #expect(throws: Gallery.AlbumRefusal.photos(.noSuchPhoto("zz"))) {
      try gallery.addAlbum(album, into: "", at: 0, photoIDs: ["r1", "zz"])
    }
    #expect(throws: Gallery.AlbumRefusal.self) {
      try gallery.addAlbum(Album(id: "E", title: "x"), into: "", at: 0)
    }
    #expect(throws: Gallery.AlbumRefusal.self) {
      try gallery.addAlbum(Album(id: "n", title: " "), into: "", at: 0)
    }
    #expect(gallery == Fixtures.albumGallery())
  }

  @Test func idsMadeFromNamesAreValid() {
    for name in [
      "Été à Paris", "Straße 9", "日本", "a--b__c", String(repeating: "ab ", count: 80), "2019.summer",
    ] {
      let slug = GalleryID.slug(name)
      #expect(slug.isEmpty || GalleryID.problem(slug) == nil, "\(name) → \(slug)")
    }
    #expect(GalleryID.slug("Été à Paris") == "ete-a-paris")
    #expect(
      GalleryID.unique(["kyoto", "kyoto"], taken: ["KYOTO-2"], fallback: "album") == ["kyoto", "kyoto-3"])
  }
}
