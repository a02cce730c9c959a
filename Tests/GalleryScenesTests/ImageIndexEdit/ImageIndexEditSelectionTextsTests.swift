import GalleryCore
import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryScenes

/// SaveSelectionTexts through the Interactor (a Presenter spy), as the organizer's "Edit texts" of a
/// selection and `gallery set ID ID… --add-tags …` call it, and its summaries through the Presenter:
/// tags added and removed (twins included), a caption set or appended, alt text set, on photos of
/// several grids at once; each wrong request refused naming what is wrong, with the gallery as it was.
@Suite struct ImageIndexEditSelectionTextsTests {
  private typealias Spy = ImageIndexEditIndicesInteractorTests.Spy

  private func makeSUT(_ gallery: Gallery) -> (ImageIndexEditInteractor, Spy) {
    ImageIndexEditIndicesInteractorTests.makeSUT(gallery)
  }

  /// The album gallery with tags and captions on a few photos of three grids.
  private func tagged() -> Gallery {
    var gallery = Fixtures.albumGallery()
    gallery.photos[0].tags = ["Kyoto", "draft"]
    gallery.photos[0].description = "Morning"
    gallery.albums[0].albums[0].photos[1].tags = ["KYOTO"]
    gallery.albums[1].photos[4].alt = "Old alt"
    return gallery
  }

  @Test func tagsAreAddedAndRemovedOnPhotosOfSeveralGridsAtOnce() throws {
    let (sut, spy) = makeSUT(tagged())
    sut.saveSelectionTexts(
      request: .init(
        photoIDs: ["r1", "s2", "b5"], addTags: ["kyoto", " night ", "Night"], removeTags: ["DRAFT"]))
    #expect(spy.selectionTexts == .saved(changed: ["r1", "s2", "b5"], count: 3, fields: [.tags]))
    let edited = try #require(sut.gallery)
    // A twin of a tag the photo has is not added again; the removed one goes in any spelling; a new
    // tag is added once, in its first spelling, trimmed.
    #expect(edited.photo("r1")?.tags == ["Kyoto", "night"])
    #expect(edited.photo("s2")?.tags == ["KYOTO", "night"])
    #expect(edited.photo("b5")?.tags == ["kyoto", "night"])
    // Nothing else changed.
    var expected = tagged()
    expected.photos[0].tags = ["Kyoto", "night"]
    expected.albums[0].albums[0].photos[1].tags = ["KYOTO", "night"]
    expected.albums[1].photos[4].tags = ["kyoto", "night"]
    #expect(edited == expected)
    #expect(sut.tree?.photo("b5")?.tags == ["kyoto", "night"])
    #expect(spy.calls == 1)
  }

  @Test func aCaptionIsAppendedOrSetAndAltTextSetOnEach() throws {
    let (sut, spy) = makeSUT(tagged())
    sut.saveSelectionTexts(
      request: .init(photoIDs: ["r1", "a2"], caption: .append("Photo: Jane"), alt: "A street"))
    #expect(spy.selectionTexts == .saved(changed: ["r1", "a2"], count: 2, fields: [.description, .alt]))
    var edited = try #require(sut.gallery)
    #expect(edited.photo("r1")?.description == "Morning\nPhoto: Jane")
    #expect(edited.photo("a2")?.description == "Photo: Jane")
    #expect(edited.photo("a2")?.alt == "A street" && edited.photo("r1")?.alt == "A street")
    sut.saveSelectionTexts(request: .init(photoIDs: ["a2", "r1"], caption: .set(""), alt: ""))
    #expect(spy.selectionTexts == .saved(changed: ["a2", "r1"], count: 2, fields: [.description, .alt]))
    edited = try #require(sut.gallery)
    #expect(edited.photo("r1")?.description == nil && edited.photo("a2")?.alt == nil)
  }

  /// A manifest's own `"tags": []` is not a change of tags when only alt text is set, nor when a tag
  /// it does not have is removed.
  @Test func anEmptyTagListIsLeftAsItIs() throws {
    var gallery = tagged()
    gallery.photos[1].tags = []
    let (sut, spy) = makeSUT(gallery)
    sut.saveSelectionTexts(request: .init(photoIDs: ["r2"], removeTags: ["sea"]))
    #expect(spy.selectionTexts == .unchanged(count: 1))
    sut.saveSelectionTexts(request: .init(photoIDs: ["r2"], alt: "A quay"))
    #expect(spy.selectionTexts == .saved(changed: ["r2"], count: 1, fields: [.alt]))
    #expect(sut.gallery?.photo("r2")?.tags == [])
  }

  @Test func photosThatAlreadyHaveTheTextsAreCountedNotChanged() throws {
    let (sut, spy) = makeSUT(tagged())
    sut.saveSelectionTexts(request: .init(photoIDs: ["r1", "s2", "r2"], addTags: ["kyoto"]))
    #expect(spy.selectionTexts == .saved(changed: ["r2"], count: 3, fields: [.tags]))
    sut.saveSelectionTexts(request: .init(photoIDs: ["r1", "s2", "r2"], addTags: ["Kyoto"]))
    #expect(spy.selectionTexts == .unchanged(count: 3))
    sut.saveSelectionTexts(request: .init(photoIDs: ["b1"], removeTags: ["none"]))
    #expect(spy.selectionTexts == .unchanged(count: 1))
  }

  @Test func wrongRequestsAreRefusedAndNothingIsHalfSaved() {
    let long = String(repeating: "x", count: 9_995)
    var gallery = tagged()
    gallery.albums[1].photos[1].description = long
    let cases: [(ImageIndexEdit.SaveSelectionTexts.Request, GalleryError)] = [
      (.init(photoIDs: [], addTags: ["a"]), .usage("which photos? name at least one photo")),
      (
        .init(photoIDs: ["r1"]),
        .usage("nothing to set: give tags to add or remove, a caption to set or append, or alt text")
      ),
      (
        .init(photoIDs: ["r1", "r1"], addTags: ["a"]),
        .usage("photo 'r1' is named twice: name each photo once")
      ),
      (.init(photoIDs: ["r1", "s9"], addTags: ["a"]), .unknownPhoto(id: "s9", closest: ["s1", "s2", "s3"])),
      (
        .init(photoIDs: ["r1"], addTags: ["sea"], removeTags: ["SEA"]),
        .usage("tag 'sea' is both added and removed: give it once")
      ),
      (.init(photoIDs: ["r1"], addTags: [""]), .usage("tag '' must not be empty")),
      // b2's caption would pass the manifest's length with the line appended: r1's first, then b2.
      (
        .init(photoIDs: ["r1", "b2"], caption: .append("Photo: Jane Doe")),
        .invalidField(
          noun: "photo", id: "b2", field: "description",
          message: "is 10,011 characters long; at most 10,000 are allowed", reason: .tooLong(limit: 10000))
      ),
    ]
    for (request, error) in cases {
      let (sut, spy) = makeSUT(gallery)
      sut.saveSelectionTexts(request: request)
      #expect(spy.selectionTexts == .failed(error), "\(request)")
      #expect(sut.gallery == gallery)
      #expect(spy.calls == 1)
    }
  }

  @Test func thePresenterSaysHowManyChangedAndWhich() {
    let presenter = ImageIndexEditPresenter(words: .english)
    let display = ImageIndexEditSavingTests.DisplaySpy()
    presenter.saveDisplay = display
    presenter.presentSaveSelectionTexts(
      response: .saved(
        changed: ["a", "b", "c", "d", "e", "f", "g"], count: 50, fields: [.description, .tags]))
    #expect(
      display.outcomes.last
        == .init(
          message:
            "set the description and tags of 'a', 'b', 'c', 'd', 'e' and 2 more (43 of the 50 already had them)",
          changed: true, error: nil))
    presenter.presentSaveSelectionTexts(response: .saved(changed: ["a"], count: 1, fields: [.alt]))
    #expect(display.outcomes.last?.message == "set the alt text of 'a'")
    presenter.presentSaveSelectionTexts(response: .unchanged(count: 1_200))
    #expect(
      display.outcomes.last
        == .init(
          message: "the 1,200 photos already have these texts; nothing to do", changed: false, error: nil))
    presenter.presentSaveSelectionTexts(response: .unchanged(count: 1))
    #expect(display.outcomes.last?.message == "the photo already has these texts; nothing to do")
  }
}
