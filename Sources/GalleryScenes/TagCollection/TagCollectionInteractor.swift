import GalleryImages
import GalleryModel
import GalleryPaths
import GalleryWorkers

/// What a tag's grid page can ask for.
package protocol TagCollectionBusinessLogic: AnyObject {
  func fetchPhotoCollection(request: TagCollection.PhotoCollection.Request)
  func fetchPagination(request: TagCollection.Pagination.Request)
}

/// What the tag grid keeps for its Router.
package protocol TagCollectionDataStore: AnyObject {
  /// The tag shown; nil for an unknown slug (no page).
  var tag: TagCatalog.Tag? { get }
  /// The 1-based grid page shown.
  var page: Int { get }
  var options: SiteOptions { get }
}

/// Slices a tag's photos into grid pages.
package final class TagCollectionInteractor: TagCollectionBusinessLogic, TagCollectionDataStore {
  package var presenter: TagCollectionPresentationLogic?
  let worker: PhotosWorker

  package private(set) var tag: TagCatalog.Tag?
  package private(set) var page = 1
  package var options: SiteOptions { worker.options }

  package init(worker: PhotosWorker) {
    self.worker = worker
  }

  /// An unknown tag shows nothing (a route that leads nowhere renders no page).
  package func fetchPhotoCollection(request: TagCollection.PhotoCollection.Request) {
    guard let tag = loadTag(request.slug) else { return }
    let grid = PhotoSetGrid.response(
      tag.photoIDs, clipCount: tag.clipCount, page: request.page, worker: worker)
    page = grid.page
    presenter?.presentPhotoCollection(response: .init(tagName: tag.name, grid: grid))
  }

  package func fetchPagination(request: TagCollection.Pagination.Request) {
    guard let tag = loadTag(request.slug) else { return }
    let pageCount = tag.gridPageCount(pageSize: worker.tags.pageSize)
    page = min(max(1, request.page), pageCount)
    presenter?.presentPagination(response: .init(page: page, pageCount: pageCount))
  }

  private func loadTag(_ slug: String) -> TagCatalog.Tag? {
    if let tag, tag.slug == slug { return tag }
    tag = worker.tags.tag(slug: slug)
    return tag
  }
}
