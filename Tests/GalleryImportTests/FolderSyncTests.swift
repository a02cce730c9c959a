import GalleryTestSupport
import Testing

@testable import GalleryImport
@testable import GalleryModel

/// Where `gallery sync` puts a photo whose file moved: it keeps its entry; it follows its file to
/// another folder's album only when it sat in its old folder's album.
@Suite struct FolderSyncTests {
  /// Contents as a build would have remembered them (the files themselves are the fixture's PNG).
  private func digests(_ old: [String: UInt64]) -> FolderSyncMoves.FileFacts {
    FolderSyncMoves.FileFacts(
      remembered: { path in old[path].map { (FolderFixtures.png.count, $0) } },
      size: { _ in FolderFixtures.png.count }, digest: { _ in 1 }, identity: { _ in nil })
  }

  @Test func aPhotoPutInAnAlbumByHandStaysThereWhenItsFileMoves() throws {
    // Given k1 (from kyoto) put by hand in the `best` album; its file moved into nara
    let folder = try TemporaryFolder()
    try folder.images("kyoto/k2.png", "nara/n1.png", "nara/k1.png")
    let gallery = Gallery(
      title: "T",
      albums: [
        Album(id: "kyoto", title: "Kyoto", photos: [Photo(id: "k2", image: .file("kyoto/k2.png"))]),
        Album(id: "nara", title: "Nara", photos: [Photo(id: "n1", image: .file("nara/n1.png"))]),
        Album(
          id: "best", title: "Best", cover: "k1",
          photos: [Photo(id: "k1", image: .file("kyoto/k1.png"), title: "Mine")]),
      ])
    // When
    let changes = FolderSync.synced(
      gallery, images: ["kyoto/k2.png", "nara/k1.png", "nara/n1.png"], in: folder.realPath,
      dating: FolderFixtures.noDates, files: digests(["kyoto/k1.png": 1]))
    // Then
    #expect(changes.moved == [FolderSync.Move(id: "k1", from: "kyoto/k1.png", to: "nara/k1.png")])
    #expect(changes.added.isEmpty && changes.removed.isEmpty)
    #expect(
      changes.gallery.albums[2]
        == Album(
          id: "best", title: "Best", cover: "k1",
          photos: [Photo(id: "k1", image: .file("nara/k1.png"), title: "Mine")]))
    #expect(changes.gallery.albums[1].photos.map(\.id) == ["n1"])
  }

  @Test func aPhotoMovedIntoANewSubfolderFollowsItIntoANewSubAlbum() throws {
    // Given kyoto's cover k1, moved into the new folder kyoto/best
    let folder = try TemporaryFolder()
    try folder.images("kyoto/k2.png", "kyoto/best/k1.png")
    let gallery = Gallery(
      title: "T",
      albums: [
        Album(
          id: "kyoto", title: "Kyoto", cover: "k1",
          photos: [
            Photo(id: "k1", image: .file("kyoto/k1.png"), description: "Written"),
            Photo(id: "k2", image: .file("kyoto/k2.png")),
          ])
      ])
    // When
    let changes = FolderSync.synced(
      gallery, images: ["kyoto/best/k1.png", "kyoto/k2.png"], in: folder.realPath,
      dating: FolderFixtures.noDates, files: digests(["kyoto/k1.png": 1]))
    // Then
    #expect(changes.addedAlbums == ["kyoto-best"])
    let kyoto = changes.gallery.albums[0]
    #expect(kyoto.photos.map(\.id) == ["k2"])
    #expect(kyoto.cover == "k1", "its cover is still below it, in its sub-album")
    #expect(
      kyoto.albums.map(\.photos) == [
        [Photo(id: "k1", image: .file("kyoto/best/k1.png"), description: "Written")]
      ])
    #expect(
      FolderSync.summary(changes, file: "g.json")
        == "Synced g.json: 0 added, 0 removed, 2 photos in 2 albums; 1 moved (k1: kyoto/k1.png → "
        + "kyoto/best/k1.png); 1 album added (kyoto-best)")
  }
}
