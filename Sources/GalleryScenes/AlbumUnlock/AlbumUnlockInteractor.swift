import GalleryPaths
import GalleryWorkers

/// What the passphrase page can ask for.
package protocol AlbumUnlockBusinessLogic: AnyObject {
  func fetchEntry(request: AlbumUnlock.Entry.Request)
}

/// What the passphrase page keeps for its Router.
package protocol AlbumUnlockDataStore: AnyObject {
  var options: SiteOptions { get }
  /// The page's path, once `fetchEntry` found its album.
  var entryPage: String? { get }
}

/// Finds the locked album the page opens among the worker's.
package final class AlbumUnlockInteractor: AlbumUnlockBusinessLogic, AlbumUnlockDataStore {
  package var presenter: AlbumUnlockPresentationLogic?
  let worker: PhotosWorker
  package var options: SiteOptions { worker.options }
  package private(set) var entryPage: String?

  package init(worker: PhotosWorker) {
    self.worker = worker
  }

  /// Presents nothing for a page no locked album has.
  package func fetchEntry(request: AlbumUnlock.Entry.Request) {
    guard
      let lock = worker.locks.values.lazy.flatMap({ $0 }).first(where: { $0.entryPage == request.entryPage })
    else { return }
    entryPage = lock.entryPage
    presenter?.presentEntry(
      response: .init(
        siteTitle: worker.gallery.title, albumTitle: lock.title, entryPage: lock.entryPage,
        indexFile: lock.indexFile, salt: lock.salt, iterations: lock.iterations,
        publishing: worker.options.publish))
  }
}
