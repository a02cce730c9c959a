import GalleryPaths
import GalleryWorkers

/// What the tag index can ask for.
package protocol TagIndexBusinessLogic: AnyObject {
  func fetchTagList(request: TagIndex.TagList.Request)
}

/// What the tag index keeps for its Router.
package protocol TagIndexDataStore: AnyObject {
  var options: SiteOptions { get }
}

/// Lists the gallery's tags with their counts.
package final class TagIndexInteractor: TagIndexBusinessLogic, TagIndexDataStore {
  package var presenter: TagIndexPresentationLogic?
  let worker: PhotosWorker
  package var options: SiteOptions { worker.options }

  package init(worker: PhotosWorker) {
    self.worker = worker
  }

  package func fetchTagList(request: TagIndex.TagList.Request) {
    presenter?.presentTagList(
      response: .init(
        siteTitle: worker.gallery.title,
        tags: worker.tags.tags.map {
          .init(name: $0.name, slug: $0.slug, photoCount: $0.photoIDs.count, clipCount: $0.clipCount)
        },
        publishing: worker.options.publish, shareable: worker.options.baseURL != nil))
  }
}
