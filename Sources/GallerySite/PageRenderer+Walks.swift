import GalleryCore
import GalleryModel
import GalleryScenes
import GalleryThemes

// The pages of a site as walks, known before any is rendered, and rendered a few at a time.
extension PageRenderer {
  /// One grid page and the pages its cells lead to (of those selected): the unit the builder renders
  /// on one thread.
  package struct Walk: Sendable {
    /// What the walk starts from: an album's grid page (and the photos' pages behind it), a tag's grid
    /// page, or the tag index.
    enum Kind: Sendable, Equatable {
      case album
      case tag(slug: String)
      case tagIndex
      case date(year: Int, month: Int)
      case timeline(year: Int?)
      case search
      case placeMap
      /// A private album's passphrase page.
      case unlock(entryPage: String)
    }
    var kind = Kind.album
    let album: String
    let page: Int
    let pages: Selection.Pages?
    /// The paths the walk renders, in its order: the grid page, then each photo's detail and edit page.
    package let paths: [String]
  }

  /// Every walk of the site, or only the `selection`'s (routes are still walked through the grid
  /// pages): the root's grid and its photos, then each album's, depth first. Each walk's paths come
  /// from the tree and the site map alone, so a build knows every page's path before rendering one.
  package func walks(_ selection: Selection? = nil) -> [Walk] {
    var walks: [Walk] = []
    for album in worker.tree.nodes {
      guard let selection else {
        walks += (1...album.gridPageCount).map { walk(album, page: $0, pages: nil) }
        continue
      }
      guard let pages = selection.albums[album.id] else { continue }
      var range = pages.gridPages
      if let positions = pages.detailPositions {
        let first = album.gridPage(forPhotoAt: positions.lowerBound - 1)
        let last = album.gridPage(forPhotoAt: positions.upperBound - 1)
        range = min(first, range?.lowerBound ?? first)...max(last, range?.upperBound ?? last)
      }
      guard let range else { continue }
      walks += range.map { walk(album, page: $0, pages: pages) }
    }
    return walks + tagWalks(selection) + dateWalks(selection) + searchWalks() + mapWalks()
      + unlockWalks()
  }

  /// Each private album's passphrase page, in the order of the grids showing their locked cells (the
  /// public site only: an encrypted album's own worker has no locks).
  private func unlockWalks() -> [Walk] {
    worker.tree.nodes.flatMap { node in
      (worker.locks[node.id] ?? []).map {
        Walk(kind: .unlock(entryPage: $0.entryPage), album: "", page: 1, pages: nil, paths: [$0.entryPage])
      }
    }
  }

  /// The map page, whenever the gallery has a map: one page that says only how many places there are,
  /// rendered on every edit too (cheaper than working out whether an edit changed that count).
  private func mapWalks() -> [Walk] {
    guard worker.places.isOn, theme.hasTemplate(Theme.Template.map) else { return [] }
    return [Walk(kind: .placeMap, album: "", page: 1, pages: nil, paths: [siteMap.mapPage])]
  }

  /// The search page, whenever the gallery has search: its filters list the photos' tags, cameras,
  /// years and albums, so an edit that adds a tag or a photo changes it; one page, rendered on every
  /// edit as the map page is. (An edit's selection is written through a staged site with search on:
  /// see `SiteBuild.patch`.)
  private func searchWalks() -> [Walk] {
    guard worker.gallery.search == true, theme.hasTemplate(Theme.Template.search) else {
      return []
    }
    return [Walk(kind: .search, album: "", page: 1, pages: nil, paths: [siteMap.searchPage])]
  }

  /// Whether the site has date pages: some photo has a date and the theme a timeline to list them.
  var hasDatePages: Bool { !worker.dates.isEmpty && theme.hasTemplate(Theme.Template.timeline) }

  /// The timeline, then each year's page (its months) followed by its months' grid pages, newest
  /// first. With a selection: the month pages showing a photo whose texts changed (a date page's order
  /// never depends on the gallery's, so a move changes none; the timeline and a year's page show each
  /// month's first photo by its image alone); all of them when photos came or went (months gain or
  /// lose photos, and counts change).
  private func dateWalks(_ selection: Selection?) -> [Walk] {
    guard hasDatePages else { return [] }
    let selection = selection?.changesPhotoSet == true ? nil : selection
    let dates = worker.dates
    var walks: [Walk] = []
    func add(_ kind: Walk.Kind, _ path: String, page: Int = 1) {
      walks.append(Walk(kind: kind, album: "", page: page, pages: nil, paths: [path]))
    }
    if selection == nil { add(.timeline(year: nil), siteMap.timelinePage) }
    for year in dates.years {
      if selection == nil { add(.timeline(year: year.year), siteMap.datePage(1, year: year.year)) }
      for month in year.months {
        let ids = month.photoIDs
        for page in 1...dates.gridPageCount(ids.count) {
          if let selection {
            let shown = ids[GridPages.indices(onPage: page, of: ids.count, pageSize: dates.pageSize)]
            guard shown.contains(where: selection.retextedPhotos.contains) else { continue }
          }
          add(
            .date(year: year.year, month: month.month),
            siteMap.datePage(page, year: year.year, month: month.month), page: page)
        }
      }
    }
    return walks
  }

  /// Whether the site has tag pages: the gallery has tags and the theme a tag index to list them.
  var hasTagPages: Bool { !worker.tags.isEmpty && theme.hasTemplate(Theme.Template.tags) }

  /// The tag index and every page of each tag's grid, after the albums' walks; with a selection, only the
  /// tags it names (each whole) and the index when it asks.
  private func tagWalks(_ selection: Selection?) -> [Walk] {
    guard hasTagPages else { return [] }
    var walks: [Walk] = []
    if selection?.tagIndex ?? true {
      walks.append(Walk(kind: .tagIndex, album: "", page: 1, pages: nil, paths: [siteMap.tagIndexPage]))
    }
    for tag in worker.tags.tags where selection.map({ $0.tags.contains(tag.slug) }) ?? true {
      for page in 1...tag.gridPageCount(pageSize: worker.tags.pageSize) {
        walks.append(
          Walk(
            kind: .tag(slug: tag.slug), album: "", page: page, pages: nil,
            paths: [siteMap.tagPage(page, slug: tag.slug)]))
      }
    }
    return walks
  }

  /// The walk of one grid page, with the paths `renderGridPageAndRoutes` renders for it.
  private func walk(_ album: AlbumTree.Node, page: Int, pages: Selection.Pages?) -> Walk {
    var paths: [String] = []
    if pages.map({ $0.gridPages?.contains(page) ?? false }) ?? true {
      paths.append(siteMap.gridPage(page, album: album.id))
    }
    for index in album.photoIndices(onGridPage: page) {
      let position = index + 1
      let id = album.photos[index].id
      if pages.map({ $0.detailPositions?.contains(position) ?? false }) ?? true {
        paths.append(siteMap.detailPage(photoID: id))
      }
      if !worker.options.publish && (pages.map { $0.editPositions?.contains(position) ?? false } ?? true) {
        paths.append(siteMap.editPage(photoID: id))
      }
    }
    return Walk(album: album.id, page: page, pages: pages, paths: paths)
  }

  /// Renders `walks` in parallel, the pages in walk order; a walk that renders other paths than it
  /// announced is an error (the paths planned and checked must be the ones written).
  package func render(_ walks: ArraySlice<Walk>) throws(GalleryError) -> [RenderedPage] {
    let walked = Array(walks)
    let slots = Parallel.mapEach(count: walked.count) { index in
      let walk = walked[index]
      return Result { () throws(GalleryError) in
        guard case .album = walk.kind else { return [try renderPage(of: walk)] }
        return try renderGridPageAndRoutes(page: walk.page, album: walk.album, selection: walk.pages)
      }
    }
    var pages: [RenderedPage] = []
    pages.reserveCapacity(walked.reduce(0) { $0 + $1.paths.count })
    for (walk, slot) in zip(walked, slots) {
      switch slot {
      case .success(let rendered):
        guard rendered.map(\.path) == walk.paths else {
          throw .badData(
            path: walk.paths.first ?? siteMap.gridPage(walk.page, album: walk.album),
            message: "the pages rendered are not the pages planned for this grid page")
        }
        pages += rendered
      case .failure(let error): throw error
      }
    }
    return pages
  }

  /// The one page of a walk that does not start at an album's grid: a tag's or a month's grid page,
  /// the tag index, the timeline or a year's page, the search page, the map page.
  private func renderPage(of walk: Walk) throws(GalleryError) -> RenderedPage {
    let page: (path: String, html: String)
    switch walk.kind {
    case .album:
      throw .badData(
        path: walk.paths.first ?? "", message: "an album's grid page is rendered with its routes")
    case .tag(let slug):
      let scene = TagCollectionPage(theme: theme, worker: worker, siteMap: siteMap)
      scene.load(slug: slug, page: walk.page)
      page = (scene.path, try scene.render())
    case .tagIndex:
      let scene = TagIndexPage(theme: theme, worker: worker, siteMap: siteMap)
      scene.load()
      page = (scene.path, try scene.render())
    case .date(let year, let month):
      let scene = DateCollectionPage(theme: theme, worker: worker, siteMap: siteMap)
      scene.load(year: year, month: month, page: walk.page)
      page = (scene.path, try scene.render())
    case .timeline(let year):
      let scene = TimelinePage(theme: theme, worker: worker, siteMap: siteMap)
      scene.load(year: year)
      page = (scene.path, try scene.render())
    case .search:
      let scene = SearchPage(theme: theme, worker: worker, siteMap: siteMap)
      scene.load()
      page = (scene.path, try scene.render())
    case .placeMap:
      let scene = PlaceMapPage(theme: theme, worker: worker, siteMap: siteMap)
      scene.load()
      page = (scene.path, try scene.render())
    case .unlock(let entryPage):
      let scene = AlbumUnlockPage(theme: theme, worker: worker, siteMap: siteMap)
      scene.load(entryPage: entryPage)
      page = (scene.path, try scene.render())
    }
    return RenderedPage(path: page.path, bytes: Array(page.html.utf8))
  }

  /// The files made whole from the gallery on every build (a move changes the feed's order too): the
  /// sitemap, `robots.txt` and the feed, when the site has them, and the viewer's words when there is
  /// a photo page and a theme's script to read them; the map's places when the gallery has a map.
  package func syndicationFiles() throws(GalleryError) -> [RenderedPage] {
    try SitemapFiles.files(
      tree: worker.tree, images: worker.images, base: worker.options.baseURL, siteMap: siteMap,
      publishing: worker.options.publish, tags: hasTagPages ? worker.tags : nil,
      dates: hasDatePages ? worker.dates : nil,
      otherPages: (searchWalks() + mapWalks()).flatMap(\.paths))
      + FeedFile.file(worker: worker, theme: theme, siteMap: siteMap)
      // Private albums' photo pages read them too, whether or not a public photo page does.
      + (theme.scripts.isEmpty || (!worker.tree.nodes.contains { !$0.photos.isEmpty } && worker.locks.isEmpty)
        ? [] : [ViewerWordsFile.file(worker: worker)])
      + MapPlacesFile.files(worker: worker, siteMap: siteMap)
  }

  /// Every page, or only the `selection`'s, then the syndication files, all in memory.
  package func renderPages(_ selection: Selection? = nil) throws(GalleryError) -> [RenderedPage] {
    let walks = walks(selection)
    return try render(walks[...]) + syndicationFiles()
  }
}
