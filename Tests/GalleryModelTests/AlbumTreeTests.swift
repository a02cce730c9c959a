import GalleryTestSupport
import Testing

@testable import GalleryModel

/// The index the pages look albums up in: every grid once, depth first, with its way up.
@Suite struct AlbumTreeTests {
  @Test func everyGridOnceTheRootFirstThenTheAlbumsDepthFirst() {
    let tree = AlbumTree(Fixtures.albumGallery())
    #expect(tree.nodes.map(\.id) == ["", "a", "a1", "b", "e"])
    #expect(tree.hasAlbums)
    #expect(tree.node("a1")?.parentID == "a")
    #expect(tree.node("")?.albumIDs == ["a", "b", "e"])
    #expect(tree.node("nope") == nil)
  }

  @Test func photosAreFoundInTheirOwnAlbum() {
    let tree = AlbumTree(Fixtures.albumGallery())
    #expect(tree.node(holdingPhoto: "s3")?.id == "a1")
    #expect(tree.node(holdingPhoto: "s3")?.index(ofPhoto: "s3") == 2)
    #expect(tree.node(holdingPhoto: "r2")?.id == "")
    #expect(tree.node(holdingPhoto: "zz") == nil)
    #expect(tree.photo("b5")?.image == .file("images/b5.jpg"))
  }

  @Test func theTrailLeadsFromTheRootDown() {
    let tree = AlbumTree(Fixtures.albumGallery())
    #expect(tree.trail(to: "a1").map(\.id) == ["", "a", "a1"])
    #expect(tree.trail(to: "").map(\.id) == [""])
    #expect(tree.depth(of: "a1") == 2)
    #expect(tree.trail(to: "nope").isEmpty)
  }

  @Test func countsAndCoversIncludeSubAlbums() {
    var gallery = Fixtures.albumGallery()
    let tree = AlbumTree(gallery)
    #expect(tree.node("a")?.photoCount == 7)
    #expect(tree.node("a")?.coverPhotoID == "a1")
    #expect(tree.node("e")?.coverPhotoID == nil)
    #expect(tree.node("e")?.gridPageCount == 1)
    #expect(tree.node("b")?.gridPageCount == 3)
    // An album without photos of its own shows its first sub-album's cover.
    gallery.albums[0].photos = []
    #expect(AlbumTree(gallery).node("a")?.coverPhotoID == "s1")
    gallery.albums[0].cover = "s4"
    #expect(AlbumTree(gallery).node("a")?.coverPhotoID == "s4")
  }

  @Test func aFlatGalleryIsOneGridTheRoot() {
    let tree = AlbumTree(Fixtures.gallery(count: 5))
    #expect(tree.nodes.map(\.id) == [""])
    #expect(!tree.hasAlbums)
    #expect(tree.node(holdingPhoto: "p4")?.index(ofPhoto: "p4") == 3)
    #expect(tree.photo("p2")?.id == "p2")
  }

  @Test func allPhotosListsTheRootsThenEachAlbumsDepthFirst() {
    let gallery = Fixtures.albumGallery()
    #expect(
      gallery.allPhotos.map(\.id) == [
        "r1", "r2", "a1", "a2", "a3", "s1", "s2", "s3", "s4", "b1", "b2", "b3", "b4", "b5",
      ])
    #expect(gallery.photoCount == 14)
  }
}
