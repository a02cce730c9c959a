import Dispatch
import Foundation
import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryScenes
import GalleryThemes
import GalleryWorkers
import Synchronization

/// Renders every page of a site by walking the scenes' routes, as a visitor would click through them:
/// each grid page, then each photo's detail page from its cell, then its edit page from the detail page.
///
/// Grid pages are independent, so each one and the pages reached from it are rendered on its own
/// thread; results are put back in route order so the output does not depend on scheduling.
package struct PageRenderer: Sendable {
  package let worker: PhotosWorker
  package let theme: Theme
  package let siteMap: SiteMap

  package init(worker: PhotosWorker, theme: Theme, siteMap: SiteMap = SiteMap()) {
    self.worker = worker
    self.theme = theme
    self.siteMap = siteMap
  }

  /// Which pages to render when not all of them: after a move, a photo's texts or an album's cover
  /// set, only the pages whose content depends on a position, a count, a text or a cover that changed,
  /// grid by grid. Positions are 1-based, in the grid's (new) order.
  package struct Selection: Sendable, Equatable {
    /// The pages of one grid (the root's or an album's) to render; nil ranges select none.
    package struct Pages: Sendable, Equatable {
      package var gridPages: ClosedRange<Int>?
      package var detailPositions: ClosedRange<Int>?
      package var editPositions: ClosedRange<Int>?
    }

    /// By grid id (`""`: the root). Grids not named render nothing.
    package var albums: [String: Pages]
    /// By grid id, the grid pages the site no longer has: a grid that lost photos may lose its last
    /// pages (one that gained photos gains pages, among those rendered: `whole`). A move's patch
    /// removes their files.
    package var removedGridPages: [String: ClosedRange<Int>] = [:]
    /// The tags (by slug) whose grids are rendered whole: those whose photos, order or cells changed.
    package var tags: Set<String> = []
    /// Whether the tag index is rendered (a tag came or went, or a count changed).
    package var tagIndex = false
    /// By slug, the tag grid pages the site no longer has (all of a tag that went); a patch removes them.
    package var removedTags: [String: ClosedRange<Int>] = [:]
    /// The gallery lost its last tag: the patch removes the tag index.
    package var removedTagIndex = false
    /// The photos whose texts changed: the date pages showing them are rendered again.
    package var retextedPhotos: Set<String> = []
    /// The photos the gallery gained (dropped into the organizer): every date page is rendered (a
    /// month's order, a year's and the timeline's counts change), and their images are new files of
    /// the site, written with the pages (`SiteBuild.patch`).
    package var addedPhotos: Set<String> = []
    /// The photos the gallery lost (`gallery remove`, the undo of a drop): every date page is rendered
    /// too, and their pages and images go, so the pages are written through a staged site, which keeps
    /// only the pages the whole site still has (`SiteBuild.patch` declines).
    package var removedPhotos: Set<String> = []

    /// Whether photos came or went: the date pages are rendered whole.
    var changesPhotoSet: Bool { !addedPhotos.isEmpty || !removedPhotos.isEmpty }

    /// How many photos' pages are rendered again.
    package var positionCount: Int {
      albums.values.reduce(0) { $0 + ($1.detailPositions?.count ?? 0) }
    }

    /// The pages a move between positions `from` and `to` of the root's grid changes (see `moved`).
    package static func afterMove(from: Int, to: Int, in gallery: Gallery) -> Selection {
      Selection(albums: [AlbumTree.rootID: moved(from: from, to: to, in: AlbumTree(gallery).root)])
    }

    /// The pages a move between positions `from` and `to` of one grid changes: every photo between
    /// the two gets a new position (its detail and edit pages, and the grid pages showing it), and the
    /// photos just outside the range get new previous/next neighbours (their detail pages, and their
    /// edit pages, whose preview shows them between their neighbours). Nothing else depends on the
    /// order.
    package static func moved(from: Int, to: Int, in album: AlbumTree.Node) -> Pages {
      let low = min(from, to)
      let high = max(from, to)
      let neighbours = max(1, low - 1)...min(album.photos.count, high + 1)
      return Pages(
        gridPages: album.gridPage(forPhotoAt: low - 1)...album.gridPage(forPhotoAt: high - 1),
        detailPositions: neighbours, editPositions: neighbours)
    }

    /// Every page of a grid: one whose photo count changed shows the new count on each of them.
    package static func whole(_ album: AlbumTree.Node) -> Pages {
      let count = album.photos.count
      return Pages(
        gridPages: 1...album.gridPageCount, detailPositions: count == 0 ? nil : 1...count,
        editPositions: count == 0 ? nil : 1...count)
    }

    /// The first grid page only: where a sub-album's cell (its count, its cover) is shown.
    package static let firstGridPage = Pages(gridPages: 1...1, detailPositions: nil, editPositions: nil)

    /// The pages that differ between the site of `before` and that of `after`, when photos moved (inside
    /// a grid or between grids), were added, photos' texts or albums' covers changed, and nothing else:
    /// same albums, album titles and descriptions. A grid whose photo count changed is rendered whole,
    /// so the pages it gains are among those rendered, and the pages it loses are in
    /// `removedGridPages`. Photos added or removed (never both at once) are named in `addedPhotos` or
    /// `removedPhotos`. Nil when something else changed (then everything is rendered) or nothing did.
    package static func between(_ before: AlbumTree, _ after: AlbumTree) -> Selection? {
      guard before.nodes.count == after.nodes.count else { return nil }
      var (addedPhotos, removedPhotos): (Set<String>, Set<String>) = ([], [])
      if before.root.photoCount != after.root.photoCount {
        if let gained = gained(before, after) {
          addedPhotos = gained
        } else if let lost = gained(after, before) {
          removedPhotos = lost
        } else {
          return nil
        }
      }
      return between(before, after, added: addedPhotos, removed: removedPhotos)
    }

    /// The ids `after` has that `before` has not, when `after` only has more photos (every photo of
    /// `before` still in it); nil otherwise.
    private static func gained(_ before: AlbumTree, _ after: AlbumTree) -> Set<String>? {
      let count = after.root.photoCount - before.root.photoCount
      guard count > 0 else { return nil }
      let kept = Set(before.nodes.flatMap { $0.photos.map(\.id) })
      let new = Set(after.nodes.flatMap { $0.photos.map(\.id) }.filter { !kept.contains($0) })
      return new.count == count ? new : nil
    }

    private static func between(
      _ before: AlbumTree, _ after: AlbumTree, added addedPhotos: Set<String>,
      removed removedPhotos: Set<String>
    ) -> Selection? {
      var albums: [String: Pages] = [:]
      var removed: [String: ClosedRange<Int>] = [:]
      var retextedPhotos: Set<String> = []
      for (old, new) in zip(before.nodes, after.nodes) {
        guard old.id == new.id, old.title == new.title, old.description == new.description,
          old.albumIDs == new.albumIDs
        else { return nil }
        if old.gridPageCount > new.gridPageCount {
          removed[new.id] = (new.gridPageCount + 1)...old.gridPageCount
        }
        if old.photoCount != new.photoCount || old.coverPhotoID != new.coverPhotoID, let parent = new.parentID
        {
          albums[parent] = merged(albums[parent], firstGridPage)
        }
        // The first grid page's link preview shows the grid's cover.
        if old.coverPhotoID != new.coverPhotoID { albums[new.id] = merged(albums[new.id], firstGridPage) }
        if old.photos.count != new.photos.count {
          albums[new.id] = merged(albums[new.id], whole(new))
          continue
        }
        // One pass: a position holding another photo (a move: the first and last such bound the
        // pages), or the same photo with other texts (`gallery set`).
        var movedRange: ClosedRange<Int>?
        for index in new.photos.indices where old.photos[index] != new.photos[index] {
          guard old.photos[index].id == new.photos[index].id else {
            movedRange = (movedRange?.lowerBound ?? index)...index
            continue
          }
          albums[new.id] = merged(
            albums[new.id],
            retexted(
              at: index + 1, in: new, neighbours: !Self.onlyOwnTexts(old.photos[index], new.photos[index])))
          retextedPhotos.insert(new.photos[index].id)
          for node in after.nodes where node.coverPhotoID == new.photos[index].id {
            albums[node.id] = merged(albums[node.id], firstGridPage)
            if let parent = node.parentID { albums[parent] = merged(albums[parent], firstGridPage) }
          }
        }
        if let movedRange {
          albums[new.id] = merged(
            albums[new.id], moved(from: movedRange.lowerBound + 1, to: movedRange.upperBound + 1, in: new))
        }
      }
      guard let tagPages = tagPages(before, after) else { return nil }
      if tagPages.homeChanged { albums[AlbumTree.rootID] = merged(albums[AlbumTree.rootID], firstGridPage) }
      guard !albums.isEmpty || !tagPages.isEmpty else { return nil }
      return Selection(
        albums: albums, removedGridPages: removed, tags: tagPages.slugs,
        tagIndex: tagPages.index && !tagPages.indexRemoved, removedTags: tagPages.removedTags,
        removedTagIndex: tagPages.indexRemoved, retextedPhotos: retextedPhotos, addedPhotos: addedPhotos,
        removedPhotos: removedPhotos)
    }

    /// The tag pages that differ between the sites of `before` and `after`: a tag's grid whose name,
    /// photos, their order, or a photo's cell (its texts) changed, or that is new (its pages are added);
    /// the index when a tag came, went or its count changed; the pages of a tag that went, or that a
    /// tag's grid lost, in `removedTags`; and the home grid's first page when the gallery gained its first
    /// tag or lost its last (it links the index). Nil (render everything) when a tag kept is re-slugged
    /// (a new twin took its slug): the links on its photos' pages change, outside the walk.
    static func tagPages(_ before: AlbumTree, _ after: AlbumTree) -> TagChanges? {
      let old = TagCatalog(before)
      let new = TagCatalog(after)
      var changes = TagChanges()
      guard !old.isEmpty || !new.isEmpty else { return changes }
      changes.homeChanged = old.isEmpty != new.isEmpty
      changes.index = old.tags.map(\.key) != new.tags.map(\.key)
      if new.isEmpty { changes.indexRemoved = true }
      for now in new.tags {
        let pages = now.gridPageCount(pageSize: new.pageSize)
        guard let was = old.tag(named: now.key) else {
          changes.slugs.insert(now.slug)
          continue
        }
        guard was.slug == now.slug else { return nil }
        let lost = was.gridPageCount(pageSize: old.pageSize)
        if lost > pages { changes.removedTags[now.slug] = (pages + 1)...lost }
        if was.photoIDs.count != now.photoIDs.count || was.clipCount != now.clipCount { changes.index = true }
        if was.name != now.name { changes.index = true }
        if was.name != now.name || was.photoIDs != now.photoIDs
          || now.photoIDs.contains(where: { before.photo($0) != after.photo($0) })
        {
          changes.slugs.insert(now.slug)
        }
      }
      for was in old.tags where new.tag(named: was.key) == nil {
        changes.removedTags[was.slug] = 1...was.gridPageCount(pageSize: old.pageSize)
      }
      return changes
    }

    /// What `tagPages` finds.
    struct TagChanges {
      var slugs: Set<String> = []
      var index = false
      var indexRemoved = false
      var removedTags: [String: ClosedRange<Int>] = [:]
      var homeChanged = false
      var isEmpty: Bool { slugs.isEmpty && !index && !indexRemoved && removedTags.isEmpty && !homeChanged }
    }

    /// Whether `new` differs from `old` at most in its description and tags, which only its own pages
    /// show (a neighbour's link and thumbnail show its title and alt text): a selection's tags or
    /// captions (issue 49) then rewrite no neighbour's pages.
    static func onlyOwnTexts(_ old: Photo, _ new: Photo) -> Bool {
      var same = old
      (same.description, same.tags) = (new.description, new.tags)
      return same == new
    }

    /// The pages showing the texts of the photo at `position`: its grid page (its cell), its own
    /// detail and edit pages, and (with `all`) its neighbours' detail and edit pages (their
    /// previous/next links and their move page's preview name it). Where it is a grid's cover (its cell in the parent, the
    /// grid's link preview) `between` adds those.
    ///
    /// Without `all` (only its caption or tags changed, `onlyOwnTexts`) its edit page is not rendered
    /// either: a move page's template keys hold no photo's caption or tags (its preview names photos by
    /// title and shows their thumbnails), so no theme can show them there. A bulk tag of 500 photos
    /// rendered and checked 500 such pages for nothing.
    package static func retexted(
      at position: Int, in album: AlbumTree.Node, neighbours all: Bool = true
    ) -> Pages {
      let neighbours =
        all ? max(1, position - 1)...min(album.photos.count, position + 1) : position...position
      return Pages(
        gridPages: album.gridPage(forPhotoAt: position - 1)...album.gridPage(forPhotoAt: position - 1),
        detailPositions: neighbours, editPositions: all ? neighbours : nil)
    }

    private static func merged(_ a: Pages?, _ b: Pages) -> Pages {
      guard let a else { return b }
      func union(_ x: ClosedRange<Int>?, _ y: ClosedRange<Int>?) -> ClosedRange<Int>? {
        guard let x else { return y }
        guard let y else { return x }
        return min(x.lowerBound, y.lowerBound)...max(x.upperBound, y.upperBound)
      }
      return Pages(
        gridPages: union(a.gridPages, b.gridPages),
        detailPositions: union(a.detailPositions, b.detailPositions),
        editPositions: union(a.editPositions, b.editPositions))
    }
  }

  /// One grid page, and every page its cells lead to (of those selected, when there is a selection).
  func renderGridPageAndRoutes(
    page: Int, album: String = AlbumTree.rootID, selection: Selection.Pages? = nil
  ) throws(GalleryError) -> [RenderedPage] {
    let collection = ImageCollectionPage(theme: theme, worker: worker, siteMap: siteMap)
    collection.load(page: page, album: album)
    var pages: [RenderedPage] = []
    if selection.map({ $0.gridPages?.contains(page) ?? false }) ?? true {
      pages.append(RenderedPage(path: collection.path, bytes: Array(try collection.render().utf8)))
    }
    for route in collection.routes {
      let (position, photoID) = (route.position, route.photo.id)
      let wantsDetail = selection.map { $0.detailPositions?.contains(position) ?? false } ?? true
      // A published site has no move pages.
      let wantsEdit =
        !worker.options.publish && (selection.map { $0.editPositions?.contains(position) ?? false } ?? true)
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
