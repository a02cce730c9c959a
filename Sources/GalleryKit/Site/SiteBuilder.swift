import Dispatch
import Foundation
import Synchronization

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

  /// Which pages to render when not all of them: after a move, only the pages whose content depends on
  /// a position that changed. Positions are 1-based, in the gallery's (new) order.
  public struct Selection: Sendable, Equatable {
    public var gridPages: ClosedRange<Int>
    public var detailPositions: ClosedRange<Int>
    public var editPositions: ClosedRange<Int>

    /// The pages a move between positions `from` and `to` changes: every photo between the two gets a
    /// new position (its detail and edit pages, and the grid pages showing it), and the photos just
    /// outside the range get new previous/next neighbours (their detail pages). Nothing else depends
    /// on the order.
    public static func afterMove(from: Int, to: Int, in gallery: Gallery) -> Selection {
      let low = min(from, to)
      let high = max(from, to)
      let count = gallery.photos.count
      return Selection(
        gridPages: gallery.gridPage(forPhotoAt: low - 1)...gallery.gridPage(forPhotoAt: high - 1),
        detailPositions: max(1, low - 1)...min(count, high + 1),
        editPositions: low...high)
    }
  }

  /// Renders every page, or only the `selection`'s (routes are still walked through the grid pages).
  public func renderPages(_ selection: Selection? = nil) throws(GalleryError) -> [RenderedPage] {
    let gallery = worker.fetchGallery()
    let pageCount = gallery.gridPageCount
    var gridPages = Array(1...pageCount)
    if let selection {
      let first = gallery.gridPage(forPhotoAt: selection.detailPositions.lowerBound - 1)
      let last = gallery.gridPage(forPhotoAt: selection.detailPositions.upperBound - 1)
      gridPages = Array(
        min(first, selection.gridPages.lowerBound)...max(last, selection.gridPages.upperBound))
    }
    let walked = gridPages
    let slots = ResultSlots<Result<[RenderedPage], GalleryError>>(count: walked.count)
    DispatchQueue.concurrentPerform(iterations: walked.count) { index in
      slots[index] = Result { () throws(GalleryError) in
        try renderGridPageAndRoutes(page: walked[index], selection: selection)
      }
    }
    var pages: [RenderedPage] = []
    pages.reserveCapacity(worker.fetchGallery().photos.count * 2 + pageCount)
    for slot in slots.values {
      switch slot {
      case .success(let rendered): pages += rendered
      case .failure(let error): throw error
      case nil: throw .internalError("a grid page was not rendered")
      }
    }
    return pages
  }

  /// One grid page, and every page its cells lead to (of those selected, when there is a selection).
  func renderGridPageAndRoutes(page: Int, selection: Selection? = nil) throws(GalleryError) -> [RenderedPage]
  {
    let collection = ImageCollectionPage(theme: theme, worker: worker, siteMap: siteMap)
    collection.load(page: page)
    var pages: [RenderedPage] = []
    if selection?.gridPages.contains(page) ?? true {
      pages.append(RenderedPage(path: collection.path, bytes: Array(try collection.render().utf8)))
    }
    for route in collection.routes {
      let (position, photoID) = (route.position, route.photo.id)
      let wantsDetail = selection?.detailPositions.contains(position) ?? true
      // A published site has no move pages.
      let wantsEdit = !worker.options.publish && (selection?.editPositions.contains(position) ?? true)
      guard wantsDetail || wantsEdit else { continue }
      guard let detail = collection.openPhoto(id: photoID) else {
        throw .badData(path: collection.path, message: "no route to the detail page of '\(photoID)'")
      }
      detail.load()
      if wantsDetail {
        pages.append(RenderedPage(path: detail.path, bytes: Array(try detail.render().utf8)))
      }
      guard wantsEdit else { continue }
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
final class ResultSlots<Value: Sendable>: Sendable {
  private let storage: Mutex<[Value?]>

  init(count: Int) {
    storage = Mutex(Array(repeating: nil, count: count))
  }

  subscript(index: Int) -> Value? {
    get { storage.withLock { $0[index] } }
    set { storage.withLock { $0[index] = newValue } }
  }

  var values: [Value?] { storage.withLock { $0 } }
}
