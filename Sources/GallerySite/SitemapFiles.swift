import GalleryCore
import GalleryImages
import GalleryModel
import GalleryPaths
import GalleryScenes
import GalleryTemplates
import GalleryWorkers

/// `sitemap.xml` and `robots.txt`, on a site with a `baseURL`: the sitemap lists every grid and photo
/// page (never a move page), then the tag and date pages by its absolute URL, grids in the gallery's order and then each grid's
/// photos, with `lastmod` from the photo files' last change; `robots.txt` points crawlers at it and, on a
/// site with move pages, away from `edit/` (a `--publish` site has no such folder: it hides nothing, so
/// it says so with an empty `Disallow:` rather than naming a folder that is not there).
///
/// Made from the gallery, not from the rendered pages, so every build writes them whole (a move renders
/// a few pages only) and the same gallery always gives the same bytes.
package enum SitemapFiles {
  static let sitemap = "sitemap.xml"
  static let robots = "robots.txt"

  /// Both files; none without a base URL. `publishing`: built without move pages. `otherPages`: the
  /// site's single pages besides the grids' (the search page, the map page).
  static func files(
    tree: AlbumTree, images: [String: PhotoImages], base: BaseURL?, siteMap: SiteMap,
    publishing: Bool = false,
    tags: TagCatalog? = nil, dates: DateCatalog? = nil, otherPages: [String] = []
  ) -> [RenderedPage] {
    guard let base else { return [] }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    func add(_ path: String, modified: Int?) {
      xml += "<url><loc>\(HTMLEscaping.escape(base.absolute(path)))</loc>"
      if let modified { xml += "<lastmod>\(Timestamps.rfc3339(modified))</lastmod>" }
      xml += "</url>\n"
    }
    for node in tree.nodes {
      for page in 1...node.gridPageCount {
        // A grid page changes with the photos it shows: its date is the newest of theirs.
        let shown = node.photoIndices(onGridPage: page).compactMap { images[node.photos[$0].id]?.modified }
        add(siteMap.gridPage(page, album: node.id), modified: shown.max())
      }
    }
    for node in tree.nodes {
      for photo in node.photos {
        add(siteMap.detailPage(photoID: photo.id), modified: images[photo.id]?.modified)
      }
    }
    // Then the tag index and each tag's grid pages, as the build writes them (when the site has them).
    if let tags {
      add(siteMap.tagIndexPage, modified: nil)
      for tag in tags.tags {
        for page in 1...tag.gridPageCount(pageSize: tags.pageSize) {
          let shown = tag.photoIDs[
            GridPages.indices(onPage: page, of: tag.photoIDs.count, pageSize: tags.pageSize)]
          add(
            siteMap.tagPage(page, slug: tag.slug), modified: shown.compactMap { images[$0]?.modified }.max())
        }
      }
    }
    // Then the timeline, and each year's page and its months' grid pages.
    if let dates {
      add(siteMap.timelinePage, modified: nil)
      for year in dates.years {
        add(siteMap.datePage(1, year: year.year), modified: nil)
        for month in year.months {
          let ids = month.photoIDs
          for page in 1...dates.gridPageCount(ids.count) {
            let shown = ids[GridPages.indices(onPage: page, of: ids.count, pageSize: dates.pageSize)]
            add(
              siteMap.datePage(page, year: year.year, month: month.month),
              modified: shown.compactMap { images[$0]?.modified }.max())
          }
        }
      }
    }
    // Then the pages of one each (search, map), in the order given.
    for page in otherPages { add(page, modified: nil) }
    xml += "</urlset>\n"
    // Crawlers read robots.txt at the host's root only; at a sub-path it is there for a host to copy.
    let disallowed = publishing ? "" : " \(base.path)\(SiteMap.editFolder)/"
    let robots = "User-agent: *\nDisallow:\(disallowed)\nSitemap: \(base.absolute(sitemap))\n"
    return [
      RenderedPage(path: sitemap, bytes: Array(xml.utf8)),
      RenderedPage(path: Self.robots, bytes: Array(robots.utf8)),
    ]
  }
}
