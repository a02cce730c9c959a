import GalleryCore
import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryScenes

/// The album tree's own edits through the Interactor (a Presenter spy), as the organizer's "New album…"
/// and "Album…" panels and `gallery add-album`, `remove-album` and `set-album --id` call them: an album
/// made empty or from photos, an empty album deleted, an album given a new id; each wrong request
/// refused naming what is wrong, with the gallery as it was.
@Suite struct ImageIndexEditAlbumEditsTests {
  private typealias Spy = ImageIndexEditIndicesInteractorTests.Spy

  private func makeSUT(_ gallery: Gallery = Fixtures.albumGallery()) -> (ImageIndexEditInteractor, Spy) {
    ImageIndexEditIndicesInteractorTests.makeSUT(gallery)
  }

  @Test func anAlbumIsMadeFromPhotosOfSeveralGridsWithItsIDFromItsTitle() throws {
    var gallery = Fixtures.albumGallery()
    gallery.albums[1].cover = "b2"
    let (sut, spy) = makeSUT(gallery)
    sut.saveNewAlbum(request: .init(title: "Été à Kyoto", parentID: "a", photoIDs: ["b2", "r1", "s3"]))
    #expect(
      spy.newAlbum
        == .made(
          albumID: "ete-a-kyoto", title: "Été à Kyoto", at: .init(id: "a", title: "Alpha", position: 2),
          photoCount: 3, droppedCovers: ["b"]))
    let edited = try #require(sut.gallery)
    let made = try #require(edited.album("ete-a-kyoto"))
    #expect(made.photos.map(\.id) == ["b2", "r1", "s3"])
    #expect(made.title == "Été à Kyoto" && made.description == nil && made.cover == nil)
    #expect(edited.albums[0].albums.map(\.id) == ["a1", "ete-a-kyoto"])
    #expect(edited.photos.map(\.id) == ["r2"])
    #expect(edited.album("b")?.cover == nil)
    #expect(edited.photoCount == gallery.photoCount)
    #expect(sut.tree?.node(holdingPhoto: "s3")?.id == "ete-a-kyoto")
    #expect(spy.calls == 1)
  }

  @Test func anEmptyAlbumIsMadeAtAPositionAndATakenIDIsNumbered() throws {
    let (sut, spy) = makeSUT()
    sut.saveNewAlbum(request: .init(title: "A1", description: "New", toPosition: 1))
    #expect(
      spy.newAlbum
        == .made(
          albumID: "a1-2", title: "A1", at: .init(id: "", title: "Albums", position: 1), photoCount: 0,
          droppedCovers: []))
    let edited = try #require(sut.gallery)
    #expect(edited.albums.map(\.id) == ["a1-2", "a", "b", "e"])
    #expect(edited.albums[0].description == "New")
    // A title with nothing an id can use gives `album`.
    sut.saveNewAlbum(request: .init(title: "日本"))
    #expect(sut.gallery?.albums.last?.id == "album")
  }

  @Test func wrongNewAlbumsAreRefusedAndNothingChanges() {
    let cases: [(ImageIndexEdit.SaveNewAlbum.Request, String, Int32)] = [
      (.init(title: ""), "title: must not be empty", 65),
      (.init(title: "X", albumID: "bad id"), "'bad id' is not a valid id", 65),
      (.init(title: "X", albumID: "A1"), "'A1' is already the id of album 'a1'", 65),
      (.init(title: "X", parentID: "nope"), "no album with id 'nope'", 65),
      (.init(title: "X", photoIDs: ["r1", "zz"]), "no photo with id 'zz'", 65),
      (.init(title: "X", photoIDs: ["r1", "r1"]), "photo 'r1' is named twice", 64),
      (.init(title: "X", toPosition: 5), "--to 5 is beyond the last position: an album in the top level", 65),
      (.init(title: "X", toPosition: 0), "--to 0 is not a position", 65),
      (.init(title: String(repeating: "x", count: 1_001)), "title: is 1,001 characters long", 65),
    ]
    for (request, message, code) in cases {
      let (sut, spy) = makeSUT()
      sut.saveNewAlbum(request: request)
      guard case .failed(let error) = spy.newAlbum else {
        Issue.record("\(request) was not refused: \(String(describing: spy.newAlbum))")
        continue
      }
      #expect(error.description.contains(message), "\(error.description)")
      #expect(error.exitCode == code, "\(request)")
      #expect(sut.gallery == Fixtures.albumGallery())
    }
  }

  @Test func anAlbumNestedAsDeepAsTheManifestReadsTakesNoSubAlbum() {
    var deepest = Album(id: "d\(ManifestDecoder.deepestAlbum)", title: "Deep")
    for level in stride(from: ManifestDecoder.deepestAlbum - 1, through: 1, by: -1) {
      deepest = Album(id: "d\(level)", title: "Deep", albums: [deepest])
    }
    let gallery = Gallery(title: "G", photos: Fixtures.photos("p", 1), albums: [deepest])
    let (sut, spy) = makeSUT(gallery)
    sut.saveNewAlbum(request: .init(title: "Deeper", parentID: "d\(ManifestDecoder.deepestAlbum)"))
    guard case .failed(let error) = spy.newAlbum else {
      Issue.record("not refused")
      return
    }
    #expect(error.description.contains("albums nest at most 64 levels deep"))
    sut.saveNewAlbum(request: .init(title: "Deeper", parentID: "d\(ManifestDecoder.deepestAlbum - 1)"))
    #expect(sut.gallery?.album("deeper") != nil)
  }

  @Test func onlyAnEmptyAlbumIsDeleted() throws {
    let (sut, spy) = makeSUT()
    sut.removeAlbum(request: .init(albumID: "a"))
    guard case .failed(let error) = spy.removedAlbum else {
      Issue.record("a full album was deleted")
      return
    }
    #expect(
      error.description
        == "album 'a' is not empty: it holds 7 photos and 1 sub-album; move them out first (only an empty album is deleted)"
    )
    #expect(error.exitCode == 65)
    #expect(sut.gallery == Fixtures.albumGallery())
    sut.removeAlbum(request: .init(albumID: "e"))
    #expect(spy.removedAlbum == .removed(albumID: "e", title: "Empty", parentID: ""))
    #expect(sut.gallery?.albums.map(\.id) == ["a", "b"])
    for (id, message) in [("", "the top level is not an album"), ("zz", "no album with id 'zz'")] {
      sut.removeAlbum(request: .init(albumID: id))
      guard case .failed(let error) = spy.removedAlbum else {
        Issue.record("'\(id)' was not refused")
        continue
      }
      #expect(error.description.contains(message))
    }
  }

  @Test func anAlbumTakesANewIDWithItsTextsInOneEdit() throws {
    let (sut, spy) = makeSUT()
    sut.saveAlbumTexts(request: .init(albumID: "b", title: "Beta 2019", newID: "beta-2019"))
    #expect(spy.albumTexts == .saved(albumID: "beta-2019", set: [.title], removed: [], formerID: "b"))
    let edited = try #require(sut.gallery)
    #expect(edited.album("b") == nil)
    #expect(edited.album("beta-2019")?.photos == Fixtures.albumGallery().album("b")?.photos)
    #expect(edited.album("beta-2019")?.title == "Beta 2019")
    // Its own id in another case is free to take; its own id unchanged is no change.
    sut.saveAlbumTexts(request: .init(albumID: "beta-2019", newID: "Beta-2019"))
    #expect(spy.albumTexts == .saved(albumID: "Beta-2019", set: [], removed: [], formerID: "beta-2019"))
    sut.saveAlbumTexts(request: .init(albumID: "Beta-2019", newID: "Beta-2019"))
    #expect(spy.albumTexts == .unchanged(albumID: "Beta-2019"))
  }

  @Test func aWrongNewIDIsRefusedAtItsField() {
    for (newID, message) in [
      ("A1", "'A1' is already the id of album 'a1'"), ("../x", "'../x' is not a valid id"),
      ("", "id: must not be empty"), (String(repeating: "x", count: 101), "is not a valid id"),
    ] {
      let (sut, spy) = makeSUT()
      sut.saveAlbumTexts(request: .init(albumID: "b", title: "New", newID: newID))
      guard case .failed(let error) = spy.albumTexts else {
        Issue.record("'\(newID)' was not refused")
        continue
      }
      #expect(error.description.contains(message), "\(error.description)")
      #expect(
        error.galleryProblem.map { if case .invalidField(_, _, "id", _, _) = $0 { true } else { false } }
          == true
      )
      #expect(sut.gallery == Fixtures.albumGallery())
    }
  }
}
