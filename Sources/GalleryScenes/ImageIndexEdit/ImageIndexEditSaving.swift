import GalleryWorkers

/// What the Presenter hands whoever asked for a save: the one-line summary, whether anything changed,
/// and the error. A command prints the line and exits with the error's code; the server answers
/// HTTP, wording a refused position as its form field. No page is made for a write.
package protocol ImageIndexEditSaveDisplayLogic: AnyObject {
  func displaySaveIndex(viewModel: ImageIndexEdit.SaveIndex.ViewModel)
  func displaySaveIndices(viewModel: ImageIndexEdit.SaveIndices.ViewModel)
  func displaySavePhotoTexts(viewModel: ImageIndexEdit.SavePhotoTexts.ViewModel)
  func displaySaveSelectionTexts(viewModel: ImageIndexEdit.SaveSelectionTexts.ViewModel)
  func displaySaveCover(viewModel: ImageIndexEdit.SaveCover.ViewModel)
  func displaySaveAlbumTexts(viewModel: ImageIndexEdit.SaveAlbumTexts.ViewModel)
  func displaySaveNewAlbum(viewModel: ImageIndexEdit.SaveNewAlbum.ViewModel)
  func displayRemoveAlbum(viewModel: ImageIndexEdit.RemoveAlbum.ViewModel)
  func displaySaveNewPhotos(viewModel: ImageIndexEdit.SaveNewPhotos.ViewModel)
  func displayRemovePhotos(viewModel: ImageIndexEdit.RemovePhotos.ViewModel)
}

extension ImageIndexEditInteractor {
  /// The scene set up to save, with no page: the Interactor on the worker's gallery and its Presenter,
  /// which hands each outcome to `display` (held weakly: the caller keeps it). The edited gallery is
  /// then the Interactor's DataStore (`gallery`, `tree`).
  package static func saving(
    _ worker: PhotosWorker, display: ImageIndexEditSaveDisplayLogic
  ) -> ImageIndexEditInteractor {
    let interactor = ImageIndexEditInteractor(worker: worker)
    let presenter = ImageIndexEditPresenter(words: worker.words)
    presenter.saveDisplay = display
    interactor.presenter = presenter
    return interactor
  }
}
