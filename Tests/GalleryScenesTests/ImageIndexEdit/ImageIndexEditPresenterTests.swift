import Testing

@testable import GalleryCore
@testable import GalleryModel
@testable import GalleryPaths
@testable import GalleryScenes

@Suite struct ImageIndexEditPresenterTests {
  /// The page's display and a caller's save display in one spy: each test sets it as one of the two.
  final class ImageIndexEditDisplayLogicSpy: ImageIndexEditDisplayLogic, ImageIndexEditSaveDisplayLogic {
    var displayIndicesCalled = false
    var viewModel: ImageIndexEdit.Indices.ViewModel?
    var displaySaveIndexCalled = false
    var saveViewModel: ImageIndexEdit.SaveIndex.ViewModel?

    func displayIndices(viewModel: ImageIndexEdit.Indices.ViewModel) {
      displayIndicesCalled = true
      self.viewModel = viewModel
    }

    func displaySaveIndex(viewModel: ImageIndexEdit.SaveIndex.ViewModel) {
      displaySaveIndexCalled = true
      saveViewModel = viewModel
    }

    /// Which display method the edits past one move reached, and with what.
    var editViewModels: [(method: String, viewModel: ImageIndexEdit.SaveIndex.ViewModel)] = []

    func displaySaveIndices(viewModel: ImageIndexEdit.SaveIndices.ViewModel) {
      editViewModels.append(("indices", viewModel))
    }

    func displaySavePhotoTexts(viewModel: ImageIndexEdit.SavePhotoTexts.ViewModel) {
      editViewModels.append(("photoTexts", viewModel))
    }
    func displaySaveSelectionTexts(viewModel: ImageIndexEdit.SaveSelectionTexts.ViewModel) {
      editViewModels.append(("selectionTexts", viewModel))
    }

    func displaySaveCover(viewModel: ImageIndexEdit.SaveCover.ViewModel) {
      editViewModels.append(("cover", viewModel))
    }

    func displaySaveNewAlbum(viewModel: ImageIndexEdit.SaveNewAlbum.ViewModel) {
      editViewModels.append(("newAlbum", viewModel))
    }

    func displayRemoveAlbum(viewModel: ImageIndexEdit.RemoveAlbum.ViewModel) {
      editViewModels.append(("removeAlbum", viewModel))
    }

    func displaySaveNewPhotos(viewModel: ImageIndexEdit.SaveNewPhotos.ViewModel) {
      editViewModels.append(("newPhotos", viewModel))
    }

    func displayRemovePhotos(viewModel: ImageIndexEdit.RemovePhotos.ViewModel) {
      editViewModels.append(("removePhotos", viewModel))
    }

    func displaySaveAlbumTexts(viewModel: ImageIndexEdit.SaveAlbumTexts.ViewModel) {
      editViewModels.append(("albumTexts", viewModel))
    }
  }

  private func presentSave(
    _ response: ImageIndexEdit.SaveIndex.Response
  ) -> ImageIndexEdit.SaveIndex.ViewModel? {
    let sut = ImageIndexEditPresenter(words: .english)
    let spy = ImageIndexEditDisplayLogicSpy()
    sut.saveDisplay = spy
    sut.presentSaveIndex(response: response)
    return spy.saveViewModel?.showing(nil)
  }

  @Test func saysWhatMovedWhereOrWhyNothingDid() {
    #expect(
      presentSave(.moved(photoID: "sunset", from: 1200, to: 1, count: 3012))
        == .init(message: "moved 'sunset' from 1,200 to 1", changed: true, error: nil))
    #expect(
      presentSave(.unchanged(photoID: "sunset", position: 3))
        == .init(message: "'sunset' is already at position 3; nothing to do", changed: false, error: nil))
    let error = GalleryError.positionOutOfRange(input: .to, value: 9, count: 3)
    #expect(presentSave(.failed(error)) == .init(message: error.description, changed: false, error: error))
  }

  private func present(
    position: Int, total: Int, options: SiteOptions = SiteOptions()
  ) -> ImageIndexEdit.Indices.ViewModel? {
    let sut = ImageIndexEditPresenter(words: .english)
    let spy = ImageIndexEditDisplayLogicSpy()
    sut.viewController = spy
    sut.presentIndices(
      response: .init(
        galleryTitle: "Trip",
        photo: PositionedPhoto(
          position: position, photo: Photo(id: "sunset", image: .file("s.jpg"), title: "Sunset")),
        totalCount: total, options: options))
    return spy.viewModel
  }

  @Test func offersEveryPositionWithTheCurrentOneSelected() {
    let viewModel = present(position: 3, total: 5)
    guard case .select(let options)? = viewModel?.control else {
      Issue.record("expected a select, got \(String(describing: viewModel?.control))")
      return
    }
    #expect(options.map(\.value) == ["1", "2", "3", "4", "5"])
    #expect(options.filter(\.isSelected).map(\.value) == ["3"])
    #expect(viewModel?.heading == "Move “Sunset”")
    #expect(viewModel?.currentText == "Now at position 3 of 5.")
    #expect(
      viewModel?.command == "gallery move sunset --to POSITION", "the chosen position goes in its place")
    #expect(viewModel?.commandPlaceholder == "POSITION")
  }

  @Test func theCommandNamesTheFoldersTheSiteWasBuiltWith() {
    let viewModel = present(
      position: 3, total: 5, options: SiteOptions(commandGallery: "trips/2024", commandOutput: "My Site"))
    #expect(viewModel?.command == "gallery move sunset --to POSITION --gallery trips/2024 --output 'My Site'")
    #expect(ImageIndexEditPresenter.shellQuoted("it's") == #"'it'\''s'"#)
  }

  @Test func aFolderNamedWithControlCharactersIsQuotedWithEscapesNeverRaw() {
    // A folder named with a line feed and an escape sequence, a quote and a backslash
    let quoted = ImageIndexEditPresenter.shellQuoted("a\nb\u{1B}[31m'c\\d\u{85}\u{FFFE}é")
    #expect(quoted == #"$'a\x0Ab\x1B[31m\'c\\d\U00000085\U0000FFFEé'"#)
    #expect(!quoted.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x85 })
  }

  @Test func aStaticSiteSaysItCannotSaveAndAServedOneThatItCan() {
    let still = present(position: 3, total: 5)
    #expect(still?.canSave == false)
    #expect(still?.saveNote.contains("gallery serve") == true)
    let served = present(position: 3, total: 5, options: SiteOptions(served: true))
    #expect(served?.canSave == true)
    #expect(served?.saveNote == "Saving moves the photo and rebuilds the site.")
  }

  @Test func largeGalleriesGetANumberFieldInsteadOfAList() {
    #expect(present(position: 200, total: ImageIndexEdit.selectLimit)?.control.isSelect == true)
    #expect(present(position: 1234, total: 10_000)?.control == .number(min: 1, max: 10_000, value: 1234))
  }
}

extension ImageIndexEdit.Indices.ViewModel.Control {
  fileprivate var isSelect: Bool {
    if case .select = self { return true }
    return false
  }
}
