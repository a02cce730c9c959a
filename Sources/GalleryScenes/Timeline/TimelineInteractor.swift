import GalleryPaths
import GalleryWorkers

/// What the timeline can ask for.
package protocol TimelineBusinessLogic: AnyObject {
  func fetchCalendar(request: Timeline.Calendar.Request)
}

/// What the timeline keeps for its Router.
package protocol TimelineDataStore: AnyObject {
  /// The one year shown (a year's page); nil on the timeline.
  var year: Int? { get }
  var options: SiteOptions { get }
}

/// Lists the years and months that have photos, with each month's first photo.
package final class TimelineInteractor: TimelineBusinessLogic, TimelineDataStore {
  package var presenter: TimelinePresentationLogic?
  let worker: PhotosWorker
  package private(set) var year: Int?
  package var options: SiteOptions { worker.options }

  package init(worker: PhotosWorker) {
    self.worker = worker
  }

  /// A year with no photo shows nothing (a route that leads nowhere renders no page).
  package func fetchCalendar(request: Timeline.Calendar.Request) {
    let shown = worker.dates.years.filter { request.year == nil || $0.year == request.year }
    guard request.year == nil || !shown.isEmpty else { return }
    year = request.year
    let years = shown.map { year in
      Timeline.Calendar.Response.Year(
        year: year.year, photoCount: year.photoIDs.count, clipCount: year.clipCount,
        months: year.months.map { month in
          let cover = month.photoIDs.first.flatMap { worker.tree.photo($0) }
          return .init(
            month: month.month, photoCount: month.photoIDs.count, clipCount: month.clipCount, cover: cover,
            coverImages: cover.flatMap { worker.fetchImages(photoID: $0.id) })
        })
    }
    presenter?.presentCalendar(
      response: .init(
        siteTitle: worker.gallery.title, year: request.year, years: years,
        undatedCount: worker.dates.undatedCount, publishing: worker.options.publish,
        shareable: worker.options.baseURL != nil))
  }
}
