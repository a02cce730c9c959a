import GalleryScenes
import GalleryWorkers

extension SiteEdit {
  /// Where the scene's Presenter hands a save's outcome when a move runs it: the edit's own display,
  /// read back by `SiteEdit`, which returns its summary to the command or the server that asked and
  /// throws its error for them to word.
  final class SaveOutcome: ImageIndexEditSaveDisplayLogic {
    private(set) var viewModel: ImageIndexEdit.EditSummary?

    /// Runs `edit` on a scene set up to save on `worker`'s gallery: its outcome, and the scene's
    /// DataStore (the gallery as the edit left it).
    static func run(
      _ edit: Edit, on worker: PhotosWorker
    ) -> (ImageIndexEdit.EditSummary?, ImageIndexEditDataStore) {
      let display = SaveOutcome()
      let scene = ImageIndexEditInteractor.saving(worker, display: display)
      edit.ask(scene)
      return (display.viewModel, scene)
    }

    func displaySaveIndex(viewModel: ImageIndexEdit.EditSummary) { self.viewModel = viewModel }
    func displaySaveIndices(viewModel: ImageIndexEdit.SaveIndices.ViewModel) { self.viewModel = viewModel }
    func displaySavePhotoTexts(viewModel: ImageIndexEdit.SavePhotoTexts.ViewModel) {
      self.viewModel = viewModel
    }
    func displaySaveSelectionTexts(viewModel: ImageIndexEdit.SaveSelectionTexts.ViewModel) {
      self.viewModel = viewModel
    }
    func displaySaveCover(viewModel: ImageIndexEdit.SaveCover.ViewModel) { self.viewModel = viewModel }
    func displaySaveAlbumTexts(viewModel: ImageIndexEdit.SaveAlbumTexts.ViewModel) {
      self.viewModel = viewModel
    }
    func displaySaveNewAlbum(viewModel: ImageIndexEdit.SaveNewAlbum.ViewModel) { self.viewModel = viewModel }
    func displayRemoveAlbum(viewModel: ImageIndexEdit.RemoveAlbum.ViewModel) { self.viewModel = viewModel }
    func displaySaveNewPhotos(viewModel: ImageIndexEdit.SaveNewPhotos.ViewModel) {
      self.viewModel = viewModel
    }
    func displayRemovePhotos(viewModel: ImageIndexEdit.RemovePhotos.ViewModel) { self.viewModel = viewModel }
  }
}
