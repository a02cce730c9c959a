import Testing

@testable import GalleryCore
@testable import GalleryModel
@testable import GalleryScenes

/// The one-line summaries of SaveIndices, SavePhotoTexts, SaveCover and SaveAlbumTexts, each reaching
/// its own display method.
@Suite struct ImageIndexEditEditsPresenterTests {
  typealias Spy = ImageIndexEditPresenterTests.ImageIndexEditDisplayLogicSpy
  typealias ViewModel = ImageIndexEdit.SaveIndex.ViewModel

  /// What `present` made the Presenter display, checking it went through the display method `method`
  /// (and no other): the English summary (its sentence in the site's language is
  /// `ImageIndexEditShownTests`').
  func shown(_ method: String, _ present: (ImageIndexEditPresenter) -> Void) -> ViewModel? {
    let sut = ImageIndexEditPresenter(words: .english)
    let spy = Spy()
    sut.saveDisplay = spy
    present(sut)
    #expect(spy.editViewModels.map(\.method) == [method] && !spy.displaySaveIndexCalled)
    return spy.editViewModels.first?.viewModel.showing(nil)
  }

  private func changed(_ message: String) -> ViewModel { .init(message: message, changed: true, error: nil) }
  private func unchanged(_ message: String) -> ViewModel {
    .init(message: message, changed: false, error: nil)
  }

  private func indices(_ response: ImageIndexEdit.SaveIndices.Response) -> ViewModel? {
    shown("indices") { $0.presentSaveIndices(response: response) }
  }

  private func photo(_ response: ImageIndexEdit.SavePhotoTexts.Response) -> ViewModel? {
    shown("photoTexts") { $0.presentSavePhotoTexts(response: response) }
  }

  private func album(_ response: ImageIndexEdit.SaveAlbumTexts.Response) -> ViewModel? {
    shown("albumTexts") { $0.presentSaveAlbumTexts(response: response) }
  }

  private func cover(_ response: ImageIndexEdit.SaveCover.Response) -> ViewModel? {
    shown("cover") { $0.presentSaveCover(response: response) }
  }

  @Test func severalPhotosMovedAreNamedWithTheirPositions() {
    let kyoto = ImageIndexEdit.SaveIndex.Place(id: "kyoto", title: "Kyoto", position: 3)
    let top = ImageIndexEdit.SaveIndex.Place(id: "", title: "Trip", position: 1_200)
    #expect(
      indices(.moved(photoIDs: ["a", "b"], to: kyoto, droppedCovers: []))
        == changed("moved 'a', 'b' to 3–4 of album 'kyoto'"))
    #expect(
      indices(.moved(photoIDs: ["a", "b", "c"], to: top, droppedCovers: ["kyoto"]))
        == changed(
          "moved 'a', 'b', 'c' to 1,200–1,202 of the top level; album 'kyoto' now shows its first photo "
            + "(its cover moved away)"))
    #expect(
      indices(.moved(photoIDs: ["a"], to: kyoto, droppedCovers: []))
        == changed("moved 'a' to 3 of album 'kyoto'"))
    let many = (1...20).map { "p\($0)" }
    #expect(
      indices(.moved(photoIDs: many, to: kyoto, droppedCovers: []))
        == changed("moved 'p1', 'p2', 'p3', 'p4', 'p5' and 15 more to 3–22 of album 'kyoto'"))
    #expect(
      indices(.unchanged(photoIDs: ["a", "b"], at: kyoto))
        == unchanged("'a', 'b' are already at 3–4 of album 'kyoto'; nothing to do"))
    #expect(
      indices(.unchanged(photoIDs: ["a"], at: kyoto))
        == unchanged("'a' is already at 3 of album 'kyoto'; nothing to do"))
    let error = GalleryError.unknownPhoto(id: "x", closest: [])
    #expect(indices(.failed(error)) == .init(message: error.description, changed: false, error: error))
  }

  @Test func textsSetAndRemovedAreNamedForThePhotoOrAlbum() {
    #expect(
      photo(.saved(photoID: "sunset", set: [.title, .alt], removed: []))
        == changed("set the title and alt text of 'sunset'"))
    #expect(
      photo(.saved(photoID: "sunset", set: [.title, .description, .tags], removed: [.alt]))
        == changed("set the title, description and tags and removed the alt text of 'sunset'"))
    #expect(
      photo(.saved(photoID: "sunset", set: [], removed: [.description]))
        == changed("removed the description of 'sunset'"))
    #expect(
      photo(.unchanged(photoID: "sunset")) == unchanged("'sunset' already has these texts; nothing to do"))
    #expect(
      album(.saved(albumID: "kyoto", set: [.title], removed: [])) == changed("set the title of album 'kyoto'")
    )
    #expect(
      album(.saved(albumID: "kyoto", set: [.title], removed: [.description]))
        == changed("set the title and removed the description of album 'kyoto'"))
    #expect(
      album(.unchanged(albumID: "kyoto")) == unchanged("album 'kyoto' already has these texts; nothing to do")
    )
    let error = GalleryError.invalidField(
      noun: "album", id: "kyoto", field: "title", message: "must not be empty")
    #expect(album(.failed(error)) == .init(message: error.description, changed: false, error: error))
    #expect(photo(.failed(error)) == .init(message: error.description, changed: false, error: error))
  }

  @Test func aCoverSetOrRemovedIsSaidSo() {
    #expect(
      cover(.set(albumID: "kyoto", photoID: "gate")) == changed("set the cover of album 'kyoto' to 'gate'"))
    #expect(
      cover(.cleared(albumID: "kyoto"))
        == changed("removed the cover of album 'kyoto': it shows its first photo"))
    #expect(
      cover(.unchanged(albumID: "kyoto", photoID: "gate"))
        == unchanged("the cover of album 'kyoto' is already 'gate'; nothing to do"))
    #expect(
      cover(.unchanged(albumID: "kyoto", photoID: nil))
        == unchanged("album 'kyoto' has no cover set; nothing to do"))
    let error = GalleryError.unknownAlbum(id: "kyoto", closest: [])
    #expect(cover(.failed(error)) == .init(message: error.description, changed: false, error: error))
  }
}
