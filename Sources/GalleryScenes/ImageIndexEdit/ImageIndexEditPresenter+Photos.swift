import GalleryCore

/// The one-line summaries of photos added and taken out (issue 49).
extension ImageIndexEditPresenter {
  package func presentSaveNewPhotos(response: ImageIndexEdit.SaveNewPhotos.Response) {
    let viewModel: ImageIndexEdit.SaveNewPhotos.ViewModel =
      switch response {
      case .added(let ids, let to): .changed("added \(Self.names(ids)) at \(Self.span(to, count: ids.count))")
      case .failed(let error): .failed(error)
      }
    saveDisplay?.displaySaveNewPhotos(viewModel: viewModel.showing(shown(newPhotos: response)))
  }

  package func presentRemovePhotos(response: ImageIndexEdit.RemovePhotos.Response) {
    let viewModel: ImageIndexEdit.RemovePhotos.ViewModel =
      switch response {
      case .removed(let ids, let files, let dropped):
        .changed(
          "took \(Self.names(ids)) out of the gallery"
            + (files.isEmpty
              ? ""
              : files.count == 1
                ? " (its file stays in the gallery folder)" : " (their files stay in the gallery folder)")
            + Self.droppedCoversText(dropped))
      case .failed(let error): .failed(error)
      }
    saveDisplay?.displayRemovePhotos(viewModel: viewModel.showing(shown(removedPhotos: response)))
  }
}
