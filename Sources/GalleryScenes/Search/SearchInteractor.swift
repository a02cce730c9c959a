import GalleryPaths
import GalleryWorkers

/// What the search page can ask for.
package protocol SearchBusinessLogic: AnyObject {
  func fetchForm(request: Search.Form.Request)
}

/// What the search page keeps for its Router.
package protocol SearchDataStore: AnyObject {
  var options: SiteOptions { get }
}

/// The search page asks the gallery for its title only: the photos are in the index, which the build
/// makes from them (`SearchIndexFiles`), and the search runs in the browser.
package final class SearchInteractor: SearchBusinessLogic, SearchDataStore {
  package var presenter: SearchPresentationLogic?
  let worker: PhotosWorker
  package var options: SiteOptions { worker.options }

  package init(worker: PhotosWorker) {
    self.worker = worker
  }

  package func fetchForm(request: Search.Form.Request) {
    presenter?.presentForm(
      response: .init(
        siteTitle: worker.gallery.title, publishing: worker.options.publish,
        filterValues: SearchFilters.values(worker: worker)))
  }
}
