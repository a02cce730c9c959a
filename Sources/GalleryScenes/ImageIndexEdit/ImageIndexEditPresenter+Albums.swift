import GalleryCore
import GalleryPaths

/// The one-line summaries of the album tree's edits (issue 49): an album made or deleted, an album's
/// new id. Each names the album whose page shows the outcome (`EditSummary.albumID`), for the browser,
/// whose page may be gone.
extension ImageIndexEditPresenter {
  package func presentSaveNewAlbum(response: ImageIndexEdit.SaveNewAlbum.Response) {
    let viewModel: ImageIndexEdit.SaveNewAlbum.ViewModel =
      switch response {
      case .made(let id, _, let at, let count, let dropped):
        .changed(
          "made album '\(id)' at position \(NumberText.grouped(at.position)) of "
            + (at.id.isEmpty ? "the top level" : "album '\(at.id)'")
            + (count == 0 ? ", empty" : ", with \(NumberText.count(count, "photo", "photos"))")
            + Self.droppedCoversText(dropped), showing: id)
      case .failed(let error): .failed(error)
      }
    saveDisplay?.displaySaveNewAlbum(viewModel: viewModel.showing(shown(newAlbum: response)))
  }

  package func presentRemoveAlbum(response: ImageIndexEdit.RemoveAlbum.Response) {
    let viewModel: ImageIndexEdit.RemoveAlbum.ViewModel =
      switch response {
      case .removed(let id, _, let parent):
        .changed(
          "deleted the empty album '\(id)' from "
            + (parent.isEmpty ? "the top level" : "album '\(parent)'")
            + "; its pages (\(Self.albumFolder(id))) left the site", showing: parent)
      case .failed(let error): .failed(error)
      }
    saveDisplay?.displayRemoveAlbum(viewModel: viewModel.showing(shown(removedAlbum: response)))
  }

  /// "changed the id of album 'kyoto' to 'kyoto-2019': …": what a new id does to the site. There is no
  /// redirect page (docs/commands.md says why): the summary says the old address is gone.
  static func newIDText(of former: String, to id: String) -> String {
    "changed the id of album '\(former)' to '\(id)': its pages moved from \(albumFolder(former)) to "
      + "\(albumFolder(id)); a link to the old address from outside the gallery no longer works"
  }

  /// `albums/kyoto/`: where an album's pages are, as a summary names them.
  static func albumFolder(_ id: String) -> String {
    "\(SiteMap.albumsFolder)/\(id)/"
  }
}
