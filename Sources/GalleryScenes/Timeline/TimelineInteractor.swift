import GalleryPaths
import GalleryWorkers

/// What the timeline can ask for.
package protocol TimelineBusinessLogic: AnyObject {
  func fetchCalendar(request: Timeline.Calendar.Request)
}

/// What the timeline keeps for its Router.
package protocol TimelineDataStore: AnyObject {
  var options: SiteOptions { get }
}

/// Lists the years and months that have photos, with each month's first photo.
package final class TimelineInteractor: TimelineBusinessLogic, TimelineDataStore {
  package var presenter: TimelinePresentationLogic?
  let worker: PhotosWorker
  package var options: SiteOptions { worker.options }

  package init(worker: PhotosWorker) {
    self.worker = worker
  }

  package func fetchCalendar(request: Timeline.Calendar.Request) {
    let years = worker.dates.years.map { year in
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
        siteTitle: worker.gallery.title, years: years, undatedCount: worker.dates.undatedCount,
        publishing: worker.options.publish))
  }
}
