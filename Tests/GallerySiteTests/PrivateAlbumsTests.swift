import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GallerySite

/// The cut between the public gallery and its private albums, made before anything is built: no public
/// step may meet a private photo, album or cover.
@Suite struct PrivateAlbumsTests {
  /// Top level: "trips" (public, cover from its private sub-album "family", which holds "cousins"),
  /// then "work" (private), then "empty".
  static func gallery() -> Gallery {
    var family = Album(
      id: "family", title: "Family", photos: Fixtures.photos("f", 2),
      albums: [Album(id: "cousins", title: "Cousins", photos: Fixtures.photos("c", 1))])
    family.privacy = AlbumPrivacy(passphrase: .text("correct horse"))
    let trips = Album(
      id: "trips", title: "Trips", cover: "f1", photos: Fixtures.photos("t", 1), albums: [family])
    var work = Album(id: "work", title: "Work", photos: Fixtures.photos("w", 1))
    work.privacy = AlbumPrivacy(passphrase: .file("work.pass"))
    return Gallery(
      title: "Home", photos: Fixtures.photos("r", 1),
      albums: [trips, work, Album(id: "empty", title: "Empty")])
  }

  @Test func thePublicGalleryHasNoPrivateAlbumPhotoOrCover() {
    let cut = PrivateAlbums(Self.gallery())
    let shown = cut.publicGallery
    #expect(shown.albums.map(\.id) == ["trips", "empty"])
    #expect(shown.albums[0].albums.isEmpty)
    #expect(shown.albums[0].cover == nil, "a cover from a private album is dropped")
    #expect(shown.allPhotos.map(\.id) == ["r1", "t1"])
    #expect(!shown.hasPrivateAlbums)
  }

  @Test func eachTopmostPrivateAlbumIsAPartWithItsWayDown() {
    let full = Self.gallery()
    let parts = PrivateAlbums(full).parts
    #expect(parts.map(\.album.id) == ["family", "work"], "a private album's sub-albums go with it")
    #expect(parts.map(\.parentID) == ["trips", ""])
    #expect(parts[0].albumIDs == ["family", "cousins"])
    let own = parts[0].gallery(from: full)
    #expect(own.photos.isEmpty && own.search == nil)
    #expect(own.albums.map(\.id) == ["trips"])
    #expect(own.albums[0].photos.isEmpty && own.albums[0].cover == nil, "the way down holds no public photo")
    #expect(own.albums[0].albums.map(\.id) == ["family"])
    #expect(own.allPhotos.map(\.id) == ["f1", "f2", "c1"])
    #expect(parts[1].gallery(from: full).albums.map(\.id) == ["work"])
  }
}
