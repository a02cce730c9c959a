import GalleryImages
import GalleryModel
import GalleryPaths
import GalleryWorkers

/// What a date grid page can ask for.
package protocol DateCollectionBusinessLogic: AnyObject {
  func fetchPhotoCollection(request: DateCollection.PhotoCollection.Request)
  func fetchPagination(request: DateCollection.Pagination.Request)
}

/// What the date grid keeps for its Router.
package protocol DateCollectionDataStore: AnyObject {
  /// The year and month shown; nil for a month with no photo (no page).
  var year: Int? { get }
  var month: Int? { get }
  /// The 1-based grid page shown.
  var page: Int { get }
  var options: SiteOptions { get }
}

/// Slices a month's photos into grid pages.
package final class DateCollectionInteractor: DateCollectionBusinessLogic, DateCollectionDataStore {
  package var presenter: DateCollectionPresentationLogic?
  let worker: PhotosWorker

  package private(set) var year: Int?
  package private(set) var month: Int?
  package private(set) var page = 1
  package var options: SiteOptions { worker.options }

  package init(worker: PhotosWorker) {
    self.worker = worker
  }

  /// A month with no photo shows nothing (a route that leads nowhere renders no page).
  package func fetchPhotoCollection(request: DateCollection.PhotoCollection.Request) {
    guard let (ids, clips) = load(request) else { return }
    let grid = PhotoSetGrid.response(ids, clipCount: clips, page: request.page, worker: worker)
    page = grid.page
    presenter?.presentPhotoCollection(response: .init(year: request.year, month: request.month, grid: grid))
  }

  package func fetchPagination(request: DateCollection.Pagination.Request) {
    guard let (ids, _) = load(request) else { return }
    let pageCount = worker.dates.gridPageCount(ids.count)
    page = min(max(1, request.page), pageCount)
    presenter?.presentPagination(response: .init(page: page, pageCount: pageCount))
  }

  /// The photos of the requested month, with how many are clips; nil when it has none.
  private func load(_ request: DateCollection.PhotoCollection.Request) -> ([String], Int)? {
    let found = worker.dates.month(request.month, of: request.year).map { ($0.photoIDs, $0.clipCount) }
    (year, month) = found == nil ? (nil, nil) : (request.year, request.month)
    return found
  }
}
