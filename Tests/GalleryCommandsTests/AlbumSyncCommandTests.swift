import Foundation
import GalleryTestSupport
import Testing

@testable import GalleryCommands
@testable import GalleryImport
@testable import GalleryModel

/// `gallery sync` on a gallery with albums: new folders become albums where their parent folder's
/// album is, new images join their folder's album, albums of removed folders go, and nothing written
/// by hand (order, titles, ids, covers of photos still there, albums made by hand) is lost.
@Suite struct AlbumSyncCommandTests {
  private func sync(_ folder: TemporaryFolder) throws -> SyncCommand.Outcome {
    try SyncCommand.sync(.init(folder: folder.path), dating: FolderFixtures.noDates, console: .silent)
  }

  private func gallery(_ folder: TemporaryFolder) throws -> Gallery {
    try ManifestStore(folder: folder.path).fetchGallery()
  }

  @Test func newFoldersBecomeAlbumsAtTheEndOfTheirParentFoldersAlbum() throws {
    // Given albums the person reordered, the 2019 one renamed (id too) and described by hand
    let folder = try TemporaryFolder()
    try folder.images("2019/Kyoto/k1.png", "2019/Osaka/o1.png", "2020/c.png")
    try folder.write(
      "gallery.json",
      #"""
      { "title": "Trips", "photos": [], "albums": [
        { "id": "2020", "title": "2020", "photos": [{ "id": "c", "image": "2020/c.png" }] },
        { "id": "year-one", "title": "The year 2019", "description": "By hand", "cover": "o1", "albums": [
          { "id": "2019-osaka", "title": "Osaka", "photos": [{ "id": "o1", "image": "2019/Osaka/o1.png" }] },
          { "id": "2019-kyoto", "title": "Kyoto", "photos": [{ "id": "k1", "image": "2019/Kyoto/k1.png" }] }
        ] }
      ] }
      """#)
    // When a folder comes at depth 2 and a folder with a subfolder at the top
    try folder.images("2019/Nara/n.png", "2021/spring_walks/s.png")
    let outcome = try sync(folder)
    // Then
    let synced = try gallery(folder)
    #expect(synced.albums.map(\.id) == ["2020", "year-one", "2021"])
    let year = synced.albums[1]
    #expect(year.albums.map(\.id) == ["2019-osaka", "2019-kyoto", "2019-nara"])
    #expect(
      year.albums[2]
        == Album(
          id: "2019-nara", title: "Nara",
          photos: [Photo(id: "n", image: .file("2019/Nara/n.png"), title: "N")]))
    #expect(year.title == "The year 2019" && year.description == "By hand" && year.cover == "o1")
    #expect(synced.albums[2].title == "2021" && synced.albums[2].photos.isEmpty)
    #expect(synced.albums[2].albums.map(\.id) == ["2021-spring-walks"])
    #expect(synced.albums[2].albums[0].title == "Spring walks")
    #expect(outcome.changes.addedAlbums == ["2019-nara", "2021", "2021-spring-walks"])
    #expect(
      outcome.message
        == "Synced \(folder.path)/gallery.json: 2 added, 0 removed, 5 photos in 7 albums; "
        + "3 albums added (2019-nara, 2021, 2021-spring-walks)")
  }

  @Test func aNewImageJoinsItsFoldersAlbumWhereverThePersonMovedIt() throws {
    // Given the Kyoto album moved to the top, renamed, reordered and given a cover by hand
    let folder = try TemporaryFolder()
    try folder.images("2019/Kyoto/a.png", "2019/Kyoto/b.png")
    try folder.write(
      "gallery.json",
      #"""
      { "title": "Trips", "photos": [], "albums": [
        { "id": "kyoto-best", "title": "Kyoto!", "cover": "a", "photos": [
          { "id": "b", "image": "2019/Kyoto/b.png" }, { "id": "a", "image": "2019/Kyoto/a.png" }
        ] }
      ] }
      """#)
    // When
    try folder.images("2019/Kyoto/c.png")
    let outcome = try sync(folder)
    // Then
    let synced = try gallery(folder)
    #expect(synced.albums.map(\.id) == ["kyoto-best"])
    #expect(synced.albums[0].photos.map(\.id) == ["b", "a", "c"])
    #expect(synced.albums[0].title == "Kyoto!" && synced.albums[0].cover == "a")
    #expect(outcome.message == "Synced \(folder.path)/gallery.json: 1 added, 0 removed, 3 photos in 1 album")
  }

  @Test func albumsOfRemovedFoldersGoAndCoversOfRemovedPhotosAreCleared() throws {
    // Given albums from folders, one made by hand with a remote photo, one of photos from two
    // folders, and an empty one
    let folder = try TemporaryFolder()
    try folder.images("2019/Kyoto/a.png")
    try folder.write(
      "gallery.json",
      #"""
      { "title": "Trips", "photos": [], "albums": [
        { "id": "2019-kyoto", "title": "Kyoto by hand", "cover": "b", "photos": [
          { "id": "a", "image": "2019/Kyoto/a.png" }, { "id": "b", "image": "2019/Kyoto/b.png" }
        ] },
        { "id": "2020", "title": "2020", "photos": [{ "id": "c", "image": "2020/c.png" }] },
        { "id": "2018", "title": "2018", "cover": "y", "albums": [
          { "id": "2018-x", "title": "X", "photos": [{ "id": "y", "image": "2018/x/y.png" }] }
        ] },
        { "id": "favourites", "title": "Favourites", "photos": [{ "id": "w", "image": "https://example.com/w.jpg" }] },
        { "id": "mix", "title": "Mix", "photos": [
          { "id": "m1", "image": "gone1/m.png" }, { "id": "m2", "image": "gone2/m.png" }
        ] },
        { "id": "later", "title": "Later", "photos": [] }
      ] }
      """#)
    // When (b.png and the folders 2020, 2018, gone1 and gone2 were never written)
    let outcome = try sync(folder)
    // Then
    let synced = try gallery(folder)
    #expect(synced.albums.map(\.id) == ["2019-kyoto", "favourites", "mix", "later"])
    #expect(
      synced.albums[0]
        == Album(
          id: "2019-kyoto", title: "Kyoto by hand", photos: [Photo(id: "a", image: .file("2019/Kyoto/a.png"))]
        ))
    #expect(synced.albums[2].photos.isEmpty, "an album of many folders was made by hand: kept")
    #expect(outcome.changes.removed.map(\.id) == ["b", "c", "y", "m1", "m2"])
    #expect(outcome.changes.removedAlbums == ["2020", "2018-x", "2018"])
    #expect(
      outcome.message
        == "Synced \(folder.path)/gallery.json: 0 added, 5 removed (b: 2019/Kyoto/b.png, c: 2020/c.png, "
        + "y: 2018/x/y.png, m1: gone1/m.png, m2: gone2/m.png), 2 photos in 4 albums; "
        + "3 albums removed (2020, 2018-x, 2018)")
  }

  @Test func anAlbumEmptiedWhileItsFolderStillHoldsImagesStays() throws {
    // Given the album's only photo gone, and its folder's other image moved by hand to the root
    let folder = try TemporaryFolder()
    try folder.images("trip/b.png")
    try folder.write(
      "gallery.json",
      #"""
      { "title": "T", "photos": [{ "id": "b", "image": "trip/b.png" }], "albums": [
        { "id": "trip", "title": "Trip", "description": "Mine", "photos": [{ "id": "a", "image": "trip/a.png" }] }
      ] }
      """#)

    let outcome = try sync(folder)

    #expect(outcome.changes.removedAlbums.isEmpty)
    #expect(try gallery(folder).albums == [Album(id: "trip", title: "Trip", description: "Mine")])
  }

  @Test func aGalleryWhoseOwnPhotosComeFromASubfolderKeepsGettingThemThere() throws {
    // Given a manifest written before albums, holding a subfolder's photo among its own
    let folder = try TemporaryFolder()
    try folder.images("trip/a.png", "top.png")
    let text = #"{"title":"T","photos":[{"id":"a","image":"trip/a.png"},{"id":"top","image":"top.png"}]}"#
    try folder.write("gallery.json", text)
    // When
    try folder.images("trip/b.png")
    _ = try sync(folder)
    // Then
    let synced = try gallery(folder)
    #expect(synced.photos.map(\.id) == ["a", "top", "b"])
    #expect(synced.albums.isEmpty)
  }

  @Test func aNewFolderWhoseIDAnotherFoldersAlbumHasGetsItsOwnAlbum() throws {
    // Given "a b"'s album, with the id "a-b" that the new folder "a-b" would get too, and an album
    // made by hand with the id the new folder "2022" gets
    let folder = try TemporaryFolder()
    try folder.images("a b/x.png")
    try folder.write(
      "gallery.json",
      #"""
      { "title": "T", "photos": [], "albums": [
        { "id": "a-b", "title": "A b", "photos": [{ "id": "x", "image": "a b/x.png" }] },
        { "id": "2022", "title": "Next year", "photos": [] }
      ] }
      """#)
    // When
    try folder.images("a-b/y.png", "2022/z.png")
    let outcome = try sync(folder)
    // Then
    let synced = try gallery(folder)
    #expect(synced.albums.map(\.id) == ["a-b", "2022", "a-b-2"])
    #expect(synced.albums.map { $0.photos.map(\.id) } == [["x"], ["z"], ["y"]])
    #expect(synced.albums[1].title == "Next year")
    #expect(outcome.changes.addedAlbums == ["a-b-2"])
  }

  @Test func aSyncedTreeIsWhatInitMakesOfIt() throws {
    // Given a gallery initialised before any album folder existed
    let folder = try TemporaryFolder()
    try folder.images("top.png")
    _ = try InitCommand.initialize(
      .init(folder: folder.path), dating: FolderFixtures.noDates, console: .silent)
    // When folders come and a sync follows
    try folder.images("b/x/2.png", "b/x/10.png", "a/1.png", "b/y.png")
    _ = try sync(folder)
    // Then
    let fresh = FolderGallery.makeGallery(
      title: try gallery(folder).title, images: ImageFolderScanner.scan(folder: folder.realPath).images,
      in: folder.realPath, dating: FolderFixtures.noDates)
    #expect(try gallery(folder) == fresh)
  }
}
