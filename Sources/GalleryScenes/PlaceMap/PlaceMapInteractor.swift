import GalleryPaths
import GalleryWorkers

/// What the map page can ask for.
package protocol PlaceMapBusinessLogic: AnyObject {
  func fetchPlaces(request: PlaceMap.Places.Request)
}

/// What the map page keeps for its Router.
package protocol PlaceMapDataStore: AnyObject {
  var options: SiteOptions { get }
}

/// Counts the places (the build writes them into the places script; the page only says how many) and
/// hands over the gallery's map settings.
package final class PlaceMapInteractor: PlaceMapBusinessLogic, PlaceMapDataStore {
  package var presenter: PlaceMapPresentationLogic?
  let worker: PhotosWorker
  package var options: SiteOptions { worker.options }

  package init(worker: PhotosWorker) {
    self.worker = worker
  }

  package func fetchPlaces(request: PlaceMap.Places.Request) {
    presenter?.presentPlaces(
      response: .init(
        siteTitle: worker.gallery.title, publishing: worker.options.publish,
        placeCount: worker.places.places.count, unplacedCount: worker.places.unplacedCount,
        settings: worker.gallery.map))
  }
}
