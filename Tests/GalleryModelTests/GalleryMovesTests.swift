import GalleryTestSupport
import Testing

@testable import GalleryModel

/// The gallery's moves on the value itself, without a scene: the seeds' remove/insert, photos between
/// albums, albums in the tree, covers dropped, and every refusal leaving the gallery as it was.
@Suite struct GalleryMovesTests {
  /// The id index gives each id's first place, also for an id twice in a gallery held in memory (the
  /// decoder refuses one), before and after the photos change.
  @Test func theIdIndexGivesTheFirstPlace() {
    let photo = { (id: String) in Photo(id: id, image: .file(id + ".jpg")) }
    var gallery = Gallery(title: "Twice", photos: [photo("a"), photo("b"), photo("a"), photo("c")])
    #expect(gallery.index(ofPhoto: "a") == 0)
    #expect(gallery.index(ofPhoto: "c") == 3)
    #expect(gallery.index(ofPhoto: "d") == nil)
    gallery.photos = [photo("b"), photo("c"), photo("b"), photo("a")]
    #expect(gallery.index(ofPhoto: "b") == 0)
    #expect(gallery.index(ofPhoto: "a") == 3)
  }

  /// A move among the root's photos indexes only the ids it moves again: the index after any sequence
  /// of them is the one a gallery made from the same order has (and an id twice still keeps its first).
  @Test func rootMovesKeepTheIdIndexAGalleryOfTheSameOrderHas() throws {
    var generator = SeededGenerator(seed: 12)
    var gallery = Gallery(title: "Order", photos: Fixtures.photos("p", 40))
    for _ in 0..<300 {
      let from = Int.random(in: 0..<40, using: &generator)
      let to = Int.random(in: 0..<40, using: &generator)
      try gallery.movePhoto(at: from, ofAlbum: AlbumTree.rootID, to: to, inAlbum: AlbumTree.rootID)
      #expect(gallery == Gallery(title: "Order", photos: gallery.photos))
    }
    for (place, photo) in gallery.photos.enumerated() { #expect(gallery.index(ofPhoto: photo.id) == place) }
    let photo = { (id: String) in Photo(id: id, image: .file(id + ".jpg")) }
    var twice = Gallery(title: "Twice", photos: [photo("a"), photo("b"), photo("a"), photo("c")])
    try twice.movePhoto(at: 0, ofAlbum: AlbumTree.rootID, to: 3, inAlbum: AlbumTree.rootID)
    #expect(twice.index(ofPhoto: "a") == 1)
    #expect(twice.index(ofPhoto: "b") == 0)
  }

  /// r1 r2 at the top; "a" (a1–a3, cover a2) holding "a1x" (s1–s4, cover s4); "b" (b1–b2, cover b1).
  private static func gallery() -> Gallery {
    Gallery(
      title: "Moves", photos: Fixtures.photos("r", 2),
      albums: [
        Album(
          id: "a", title: "A", cover: "s4", photos: Fixtures.photos("a", 3),
          albums: [Album(id: "a1x", title: "A one", cover: "s4", photos: Fixtures.photos("s", 4))]),
        Album(id: "b", title: "B", cover: "b1", photos: Fixtures.photos("b", 2)),
      ])
  }

  private func ids(_ photos: [Photo]) -> [String] { photos.map(\.id) }

  @Test func everyMoveInsideOneGridIsTakeOutThenPutIn() throws {
    let ids = (1...5).map { "p\($0)" }
    for from in 0..<5 {
      for to in 0..<5 {
        var gallery = Gallery(title: "Flat", photos: Fixtures.photos("p", 5))
        let dropped = try gallery.movePhoto(at: from, ofAlbum: "", to: to, inAlbum: "")
        var expected = ids
        expected.insert(expected.remove(at: from), at: to)
        #expect(self.ids(gallery.photos) == expected, "from \(from) to \(to)")
        #expect(dropped.isEmpty)
        // The id index follows the new order.
        #expect(gallery.index(ofPhoto: expected[to]) == to)
      }
    }
  }

  @Test func aPhotoMovesIntoAnotherAlbumAtAnIndexOrItsEnd() throws {
    var gallery = Self.gallery()
    try gallery.movePhoto(at: 0, ofAlbum: "", to: 1, inAlbum: "b")
    #expect(ids(gallery.photos) == ["r2"])
    #expect(ids(gallery.albums[1].photos) == ["b1", "r1", "b2"])
    try gallery.movePhoto(at: 0, ofAlbum: "a1x", to: 3, inAlbum: "b")
    #expect(ids(gallery.albums[1].photos) == ["b1", "r1", "b2", "s1"])
    #expect(ids(gallery.albums[0].albums[0].photos) == ["s2", "s3", "s4"])
  }

  @Test func aCoverThatLeavesItsAlbumIsDroppedAlongItsWayUp() throws {
    var gallery = Self.gallery()
    // s4 is the cover of "a1x" and of "a" (its ancestor): leaving both, both covers go.
    let dropped = try gallery.movePhoto(at: 3, ofAlbum: "a1x", to: 0, inAlbum: "")
    #expect(Set(dropped) == ["a", "a1x"])
    #expect(gallery.albums[0].cover == nil && gallery.albums[0].albums[0].cover == nil)
    #expect(gallery.albums[1].cover == "b1")
  }

  @Test func aCoverMovedWithinItsAlbumStays() throws {
    var gallery = Self.gallery()
    #expect(try gallery.movePhoto(at: 0, ofAlbum: "b", to: 1, inAlbum: "b").isEmpty)
    #expect(gallery.albums[1].cover == "b1")
  }

  @Test func anAlbumMovesWithEverythingBelowIt() throws {
    var gallery = Self.gallery()
    try gallery.moveAlbum("a1x", into: "b", at: 0)
    #expect(gallery.albums.map(\.id) == ["a", "b"])
    #expect(gallery.albums[0].albums.isEmpty)
    #expect(gallery.albums[1].albums.map(\.id) == ["a1x"])
    #expect(ids(gallery.albums[1].albums[0].photos) == ["s1", "s2", "s3", "s4"])
    try gallery.moveAlbum("a1x", into: "", at: 0)
    #expect(gallery.albums.map(\.id) == ["a1x", "a", "b"])
    try gallery.moveAlbum("a1x", into: "", at: 2)
    #expect(gallery.albums.map(\.id) == ["a", "b", "a1x"])
  }

  @Test func anAlbumThatTakesItsParentsCoverAwayDropsIt() throws {
    var gallery = Self.gallery()
    // "a" shows s4 (a photo of its sub-album): once "a1x" leaves, that cover names nothing of "a".
    let dropped = try gallery.moveAlbum("a1x", into: "", at: 0)
    #expect(dropped == ["a"])
    #expect(gallery.albums[1].cover == nil)
    #expect(gallery.albums[0].cover == "s4")
  }

  @Test func refusalsLeaveTheGalleryAsItWas() {
    let before = Self.gallery()
    var gallery = before
    #expect(throws: Gallery.MoveRefusal.noSuchAlbum("zz")) {
      try gallery.movePhoto(at: 0, ofAlbum: "zz", to: 0, inAlbum: "")
    }
    #expect(throws: Gallery.MoveRefusal.noSuchAlbum("zz")) {
      try gallery.movePhoto(at: 0, ofAlbum: "", to: 0, inAlbum: "zz")
    }
    #expect(throws: Gallery.MoveRefusal.noSuchIndex(2, count: 2, album: "")) {
      try gallery.movePhoto(at: 2, ofAlbum: "", to: 0, inAlbum: "")
    }
    #expect(throws: Gallery.MoveRefusal.noSuchIndex(2, count: 2, album: "")) {
      try gallery.movePhoto(at: 0, ofAlbum: "", to: 2, inAlbum: "")
    }
    #expect(throws: Gallery.MoveRefusal.noSuchIndex(3, count: 3, album: "b")) {
      try gallery.movePhoto(at: 0, ofAlbum: "", to: 3, inAlbum: "b")
    }
    #expect(throws: Gallery.MoveRefusal.noSuchIndex(-1, count: 2, album: "")) {
      try gallery.movePhoto(at: -1, ofAlbum: "", to: 0, inAlbum: "")
    }
    #expect(throws: Gallery.MoveRefusal.noSuchAlbum("")) { try gallery.moveAlbum("", into: "a", at: 0) }
    #expect(throws: Gallery.MoveRefusal.noSuchAlbum("zz")) { try gallery.moveAlbum("zz", into: "", at: 0) }
    #expect(throws: Gallery.MoveRefusal.noSuchAlbum("zz")) { try gallery.moveAlbum("b", into: "zz", at: 0) }
    #expect(throws: Gallery.MoveRefusal.intoItsOwnTree(album: "a", target: "a")) {
      try gallery.moveAlbum("a", into: "a", at: 0)
    }
    #expect(throws: Gallery.MoveRefusal.intoItsOwnTree(album: "a", target: "a1x")) {
      try gallery.moveAlbum("a", into: "a1x", at: 0)
    }
    #expect(throws: Gallery.MoveRefusal.noSuchIndex(2, count: 2, album: "")) {
      try gallery.moveAlbum("b", into: "", at: 2)
    }
    #expect(gallery == before)
  }
}
