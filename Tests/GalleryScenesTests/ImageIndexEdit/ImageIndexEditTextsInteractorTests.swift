import GalleryCore
import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryScenes

/// SavePhotoTexts, SaveCover and SaveAlbumTexts through the Interactor, as `gallery set`, `gallery
/// cover` and `gallery set-album` will call them: what each says it did, the gallery it leaves in the
/// DataStore, and each wrong request refused in the person's words with the gallery as it was.
@Suite struct ImageIndexEditTextsInteractorTests {
  private func makeSUT(
    _ gallery: Gallery = Fixtures.albumGallery()
  ) -> (ImageIndexEditInteractor, ImageIndexEditIndicesInteractorTests.Spy) {
    ImageIndexEditIndicesInteractorTests.makeSUT(gallery)
  }

  /// Each request sent to a new Interactor over the album gallery is refused with its error (`failed`
  /// says whether the spy holds it), and the gallery stays as it was.
  private func expectRefusals<Request>(
    _ cases: [(Request, GalleryError)], _ send: (ImageIndexEditInteractor, Request) -> Void,
    _ failed: (ImageIndexEditIndicesInteractorTests.Spy, GalleryError) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (request, error) in cases {
      let (sut, spy) = makeSUT()
      send(sut, request)
      #expect(failed(spy, error), "\(request): \(error)", sourceLocation: sourceLocation)
      #expect(sut.gallery == Fixtures.albumGallery(), sourceLocation: sourceLocation)
      #expect(spy.calls == 1, sourceLocation: sourceLocation)
    }
  }

  // MARK: SavePhotoTexts

  @Test func aPhotosTextsAreSetAndRemovedAndSaidSo() throws {
    var gallery = Fixtures.albumGallery()
    gallery.albums[0].albums[0].photos[1].alt = "Old alt"
    let (sut, spy) = makeSUT(gallery)
    sut.savePhotoTexts(
      request: .init(photoID: "s2", title: "Gate", description: "Red\nand old", alt: "", tags: ["kyoto"]))
    #expect(spy.photoTexts == .saved(photoID: "s2", set: [.title, .description, .tags], removed: [.alt]))
    let edited = try #require(sut.gallery)
    #expect(
      edited.photo("s2")
        == Photo(
          id: "s2", image: .file("images/s2.jpg"), title: "Gate", description: "Red\nand old", tags: ["kyoto"]
        ))
    // Only that photo changed, and the DataStore's tree and photo follow.
    var expected = gallery
    expected.albums[0].albums[0].photos[1] = try #require(edited.photo("s2"))
    #expect(edited == expected)
    #expect(sut.photoID == "s2" && sut.tree?.node("a1")?.photos[1].title == "Gate")
    #expect(spy.calls == 1)
  }

  @Test func textsAlreadyThereChangeNothing() {
    let (sut, spy) = makeSUT()
    // r1 has no alt: removing it again, and giving no other field a new value, is nothing to do.
    sut.savePhotoTexts(request: .init(photoID: "r1", alt: ""))
    #expect(spy.photoTexts == .unchanged(photoID: "r1"))
    #expect(sut.gallery == Fixtures.albumGallery() && sut.photoID == nil)
  }

  @Test func wrongPhotoTextsAreRefusedAndNothingIsHalfSaved() {
    let long = String(repeating: "x", count: 1_001)
    let cases: [(ImageIndexEdit.SavePhotoTexts.Request, GalleryError)] = [
      (
        .init(photoID: "r1"),
        .usage(
          "nothing to set: give --title, --description, --alt or --tags (an empty value removes the field)")
      ),
      (.init(photoID: "s9", title: "x"), .unknownPhoto(id: "s9", closest: ["s1", "s2", "s3"])),
      (
        .init(photoID: "r1", title: "Fine", alt: long),
        .invalidField(
          noun: "photo", id: "r1", field: "alt",
          message: "is 1,001 characters long; at most 1,000 are allowed", reason: .tooLong(limit: 1000))
      ),
      (
        .init(photoID: "b2", title: "Bell\u{07}"),
        .invalidField(
          noun: "photo", id: "b2", field: "title",
          message: "contains the control character U+0007 at character 5; remove it", reason: .badCharacter)
      ),
      (
        .init(photoID: "b2", tags: ["sea", ""]),
        .invalidField(
          noun: "photo", id: "b2", field: "tags", message: "tag 2 must not be empty",
          reason: .tag(number: 2, reason: .empty))
      ),
    ]
    expectRefusals(cases, { $0.savePhotoTexts(request: $1) }, { $0.photoTexts == .failed($1) })
  }

  // MARK: SaveCover

  @Test func aCoverIsSetToAPhotoBelowTheAlbumAndRemoved() throws {
    let (sut, spy) = makeSUT()
    sut.saveCover(request: .init(albumID: "a", photoID: "s3"))
    #expect(spy.cover == .set(albumID: "a", photoID: "s3"))
    #expect(try #require(sut.gallery).albums[0].cover == "s3")
    #expect(sut.tree?.node("a")?.coverPhotoID == "s3")
    sut.saveCover(request: .init(albumID: "a", photoID: "s3"))
    #expect(spy.cover == .unchanged(albumID: "a", photoID: "s3"))
    sut.saveCover(request: .init(albumID: "a", photoID: nil))
    #expect(spy.cover == .cleared(albumID: "a"))
    #expect(sut.gallery == Fixtures.albumGallery())
    sut.saveCover(request: .init(albumID: "a", photoID: nil))
    #expect(spy.cover == .unchanged(albumID: "a", photoID: nil))
    #expect(spy.calls == 4)
  }

  @Test func aCoverFromOutsideTheAlbumOrOfNoAlbumIsRefused() {
    let cases: [(ImageIndexEdit.SaveCover.Request, GalleryError)] = [
      (
        .init(albumID: "a1", photoID: "a2"),
        .invalidField(
          noun: "album", id: "a1", field: "cover",
          message: "'a2' is not a photo of this album or of its sub-albums", reason: .coverElsewhere)
      ),
      (
        .init(albumID: "b", photoID: "r1"),
        .invalidField(
          noun: "album", id: "b", field: "cover", message: Album.coverProblem(photo: "r1"),
          reason: .coverElsewhere)
      ),
      // The photos that look like it are the album's: its cover can only be one of them.
      (.init(albumID: "a1", photoID: "s7"), .unknownPhoto(id: "s7", closest: ["s1", "s2", "s3"])),
      (.init(albumID: "b", photoID: "s7"), .unknownPhoto(id: "s7", closest: ["b1", "b2", "b3"])),
      (.init(albumID: "bb", photoID: "b1"), .unknownAlbum(id: "bb", closest: ["b"])),
      (
        .init(albumID: "", photoID: "r1"),
        .usage("the top level is not an album: give an ALBUM_ID ('gallery list' shows them)")
      ),
    ]
    expectRefusals(cases, { $0.saveCover(request: $1) }, { $0.cover == .failed($1) })
  }

  // MARK: SaveAlbumTexts

  @Test func anAlbumsTextsAreSetAndRemovedAndSaidSo() throws {
    let (sut, spy) = makeSUT()
    sut.saveAlbumTexts(request: .init(albumID: "b", title: "Beach", description: ""))
    #expect(spy.albumTexts == .saved(albumID: "b", set: [.title], removed: [.description]))
    var expected = Fixtures.albumGallery()
    (expected.albums[1].title, expected.albums[1].description) = ("Beach", nil)
    #expect(sut.gallery == expected)
    #expect(sut.tree?.node("b")?.title == "Beach")
    sut.saveAlbumTexts(request: .init(albumID: "b", title: "Beach"))
    #expect(spy.albumTexts == .unchanged(albumID: "b"))
    sut.saveAlbumTexts(request: .init(albumID: "a1", description: "Sub"))
    #expect(spy.albumTexts == .saved(albumID: "a1", set: [.description], removed: []))
  }

  @Test func wrongAlbumTextsAreRefused() {
    let cases: [(ImageIndexEdit.SaveAlbumTexts.Request, GalleryError)] = [
      (
        .init(albumID: "b"),
        .usage("nothing to set: give --title, --description or --id (an empty description removes it)")
      ),
      (
        .init(albumID: "b", title: " ", description: "Fine"),
        .invalidField(noun: "album", id: "b", field: "title", message: "must not be empty", reason: .empty)
      ),
      (.init(albumID: "kyoto", title: "x"), .unknownAlbum(id: "kyoto", closest: [])),
      (
        .init(albumID: "", title: "x"),
        .usage("the top level is not an album: give an ALBUM_ID ('gallery list' shows them)")
      ),
    ]
    expectRefusals(cases, { $0.saveAlbumTexts(request: $1) }, { $0.albumTexts == .failed($1) })
  }

  @Test func theErrorSaysWhichFieldOfWhatAndWhy() {
    let error = GalleryError.invalidField(
      noun: "album", id: "kyoto", field: "title", message: "must not be empty")
    #expect(error.description == "album 'kyoto': title: must not be empty")
    #expect(error.exitCode == 65)
  }
}
