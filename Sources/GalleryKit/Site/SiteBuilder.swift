import Dispatch
import Foundation

/// Renders every page of a site by walking the scenes' routes, as a visitor would click through them:
/// each grid page, then each photo's detail page from its cell, then its edit page from the detail page.
///
/// Grid pages are independent, so each one and the pages reached from it are rendered on its own
/// thread; results are put back in route order so the output does not depend on scheduling.
public struct SiteBuilder: Sendable {
  public let worker: PhotosWorker
  public let theme: Theme
  public let siteMap: SiteMap

  public init(worker: PhotosWorker, theme: Theme, siteMap: SiteMap = SiteMap()) {
    self.worker = worker
    self.theme = theme
    self.siteMap = siteMap
  }

  public func renderPages() throws(GalleryError) -> [RenderedPage] {
    let pageCount = worker.fetchGallery().gridPageCount
    let slots = ResultSlots<Result<[RenderedPage], GalleryError>>(count: pageCount)
    DispatchQueue.concurrentPerform(iterations: pageCount) { index in
      slots[index] = Result { () throws(GalleryError) in try renderGridPageAndRoutes(page: index + 1) }
    }
    var pages: [RenderedPage] = []
    pages.reserveCapacity(worker.fetchGallery().photos.count * 2 + pageCount)
    for slot in slots.values {
      switch slot {
      case .success(let rendered): pages += rendered
      case .failure(let error): throw error
      case nil: throw .badData(path: "", message: "a grid page was not rendered")
      }
    }
    return pages
  }

  /// One grid page, and every page its cells lead to.
  func renderGridPageAndRoutes(page: Int) throws(GalleryError) -> [RenderedPage] {
    let collection = ImageCollectionPage(theme: theme, worker: worker, siteMap: siteMap)
    collection.load(page: page)
    var pages = [RenderedPage(path: collection.path, bytes: Array(try collection.render().utf8))]
    for photoID in collection.photoIDs {
      guard let detail = collection.openPhoto(id: photoID) else {
        throw .badData(path: collection.path, message: "no route to the detail page of '\(photoID)'")
      }
      detail.load()
      pages.append(RenderedPage(path: detail.path, bytes: Array(try detail.render().utf8)))
      guard let edit = detail.editPosition() else {
        throw .badData(path: detail.path, message: "no route to the edit page of '\(photoID)'")
      }
      edit.load()
      pages.append(RenderedPage(path: edit.path, bytes: Array(try edit.render().utf8)))
    }
    return pages
  }
}

/// Fixed slots written from several threads, each slot by one thread only.
final class ResultSlots<Value>: @unchecked Sendable {
  private var storage: [Value?]
  private let lock = NSLock()

  init(count: Int) {
    storage = Array(repeating: nil, count: count)
  }

  subscript(index: Int) -> Value? {
    get { lock.withLock { storage[index] } }
    set { lock.withLock { storage[index] = newValue } }
  }

  var values: [Value?] { lock.withLock { storage } }
}
