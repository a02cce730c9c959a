import GalleryCore
import GalleryScenes

extension PageRenderer {
  /// One photo's edit page, reached as a visitor reaches it: its grid page, its cell, its detail page.
  /// `gallery serve` renders it for each request, with the worker's options saying the form saves.
  package func renderEditPage(photoID: String) throws(GalleryError) -> RenderedPage? {
    guard !worker.options.publish, let album = worker.tree.node(holdingPhoto: photoID),
      let index = album.index(ofPhoto: photoID)
    else { return nil }
    let collection = ImageCollectionPage(theme: theme, worker: worker, siteMap: siteMap)
    collection.load(page: album.gridPage(forPhotoAt: index), album: album.id)
    guard let detail = collection.openPhoto(id: photoID) else { return nil }
    detail.load()
    guard let edit = detail.editPosition() else { return nil }
    edit.load()
    return RenderedPage(path: edit.path, bytes: Array(try edit.render().utf8))
  }
}
