import GalleryCore
import GalleryTestSupport
import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryWorkers

/// The scene set up to save with no page (`ImageIndexEditInteractor.saving`), as `SiteEdit` runs every
/// edit: the Presenter's outcome reaches the caller's own display, and the Interactor's DataStore is
/// then the edited gallery (or, after a refusal, the gallery as read).
@Suite struct ImageIndexEditSavingTests {
  /// A caller's display: keeps each outcome it was handed, as the English summary (the sentence in
  /// the site's language is `ImageIndexEditShownTests`').
  final class DisplaySpy: ImageIndexEditSaveDisplayLogic {
    var outcomes: [ImageIndexEdit.SaveIndex.ViewModel] = []
    func displaySaveIndex(viewModel: ImageIndexEdit.SaveIndex.ViewModel) {
      outcomes.append(viewModel.showing(nil))
    }
    func displaySaveIndices(viewModel: ImageIndexEdit.SaveIndices.ViewModel) {
      outcomes.append(viewModel.showing(nil))
    }
    func displaySavePhotoTexts(viewModel: ImageIndexEdit.SavePhotoTexts.ViewModel) {
      outcomes.append(viewModel.showing(nil))
    }
    func displaySaveSelectionTexts(viewModel: ImageIndexEdit.SaveSelectionTexts.ViewModel) {
      outcomes.append(viewModel.showing(nil))
    }
    func displaySaveCover(viewModel: ImageIndexEdit.SaveCover.ViewModel) {
      outcomes.append(viewModel.showing(nil))
    }
    func displaySaveAlbumTexts(viewModel: ImageIndexEdit.SaveAlbumTexts.ViewModel) {
      outcomes.append(viewModel.showing(nil))
    }
    func displaySaveNewAlbum(viewModel: ImageIndexEdit.SaveNewAlbum.ViewModel) {
      outcomes.append(viewModel.showing(nil))
    }
    func displayRemoveAlbum(viewModel: ImageIndexEdit.RemoveAlbum.ViewModel) {
      outcomes.append(viewModel.showing(nil))
    }
    func displaySaveNewPhotos(viewModel: ImageIndexEdit.SaveNewPhotos.ViewModel) {
      outcomes.append(viewModel.showing(nil))
    }
    func displayRemovePhotos(viewModel: ImageIndexEdit.RemovePhotos.ViewModel) {
      outcomes.append(viewModel.showing(nil))
    }
  }

  private func makeScene() -> (ImageIndexEditInteractor, DisplaySpy) {
    let display = DisplaySpy()
    return (
      ImageIndexEditInteractor.saving(PhotosWorker(gallery: Fixtures.albumGallery()), display: display),
      display
    )
  }

  @Test func eachEditReachesTheCallersDisplayAndLeavesTheEditedGallery() throws {
    let (scene, display) = makeScene()
    scene.saveIndices(request: .init(photoIDs: ["b5", "r2"], toPosition: 1, albumID: "a"))
    #expect(
      display.outcomes.last
        == .init(message: "moved 'b5', 'r2' to 1–2 of album 'a'", changed: true, error: nil))
    #expect(scene.gallery?.albums[0].photos.map(\.id) == ["b5", "r2", "a1", "a2", "a3"])
    #expect(scene.tree?.node("a")?.photos.first?.id == "b5")
    // Each next edit starts from the gallery the last one left.
    scene.savePhotoTexts(request: .init(photoID: "b5", title: "Dune"))
    #expect(display.outcomes.last == .init(message: "set the title of 'b5'", changed: true, error: nil))
    #expect(scene.gallery?.photo("b5")?.title == "Dune")
    #expect(scene.gallery?.albums[0].photos.first?.id == "b5")
    scene.saveCover(request: .init(albumID: "a", photoID: "b5"))
    #expect(display.outcomes.last?.changed == true && scene.gallery?.albums[0].cover == "b5")
    scene.saveAlbumTexts(request: .init(albumID: "a", description: "First album"))
    #expect(
      display.outcomes.last == .init(message: "set the description of album 'a'", changed: true, error: nil))
    #expect(scene.gallery?.albums[0].description == "First album")
    #expect(scene.gallery?.albums[0].cover == "b5")
    scene.saveIndex(request: .init(photoID: "b5", toPosition: 2))
    #expect(display.outcomes.last == .init(message: "moved 'b5' from 1 to 2", changed: true, error: nil))
    scene.saveAlbumIndex(request: .init(albumID: "b", toPosition: 1))
    #expect(display.outcomes.last == .init(message: "moved album 'b' from 2 to 1", changed: true, error: nil))
    #expect(display.outcomes.count == 6)
  }

  @Test func aRefusedEditReachesTheDisplayWithItsErrorAndLeavesTheGalleryAsRead() throws {
    let (scene, display) = makeScene()
    let error = GalleryError.invalidField(
      noun: "album", id: "b", field: "title", message: "must not be empty", reason: .empty)
    scene.saveAlbumTexts(request: .init(albumID: "b", title: ""))
    #expect(display.outcomes.last == .init(message: error.description, changed: false, error: error))
    scene.saveCover(request: .init(albumID: "b", photoID: "r1"))
    #expect(display.outcomes.last?.changed == false && display.outcomes.last?.error != nil)
    scene.saveIndices(request: .init(photoIDs: ["r1"], toPosition: 9))
    #expect(
      display.outcomes.last?.error
        == .positionOutOfRangeIn(input: .to, value: 9, count: 2, noun: "photo", place: "the top level"))
    scene.savePhotoTexts(request: .init(photoID: "r1", tags: [String](repeating: "t", count: 101)))
    #expect(display.outcomes.last?.changed == false)
    #expect(display.outcomes.count == 4)
    #expect(scene.gallery == Fixtures.albumGallery())
  }
}
