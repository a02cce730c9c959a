import GalleryModel
import GalleryPaths

/// The links every page makes the same way, relative to its own path: a Router says where its page is
/// (`pagePath`) and gets these, so the three Routers differ only in where their own routes lead.
package protocol PageLinks {
  var siteMap: SiteMap { get }
  /// The page's path in the site (`index.html`, `photos/ID.html`), which every link starts from.
  var pagePath: String { get }
}

extension PageLinks {
  /// A local file of the gallery (a photo's original, a linked document), or an http(s) URL as it is.
  package func linkToFile(_ reference: GalleryReference) -> String {
    siteMap.href(from: pagePath, to: reference)
  }

  /// One of a photo's images (a derivative, an SVG, a remote URL).
  package func linkToImage(_ source: ImageDisplay.Source) -> String {
    siteMap.href(from: pagePath, to: source)
  }

  /// A file of the theme's `assets/`.
  package func linkToAsset(_ path: String) -> String {
    siteMap.href(from: pagePath, to: siteMap.asset(path))
  }

  /// The site's `viewer-words.js` (`SiteMap.viewerWords`), which photo and move pages load before the
  /// theme's scripts.
  package func linkToViewerWords() -> String {
    link(to: SiteMap.viewerWords)
  }

  /// The first grid page of an album (`""`: the root's `index.html`).
  package func linkToAlbum(_ id: String) -> String {
    link(to: siteMap.gridPage(1, album: id))
  }

  /// `tags/index.html`, the list of every tag.
  package func linkToTagIndex() -> String {
    link(to: siteMap.tagIndexPage)
  }

  /// The first page of a tag's grid.
  package func linkToTag(slug: String) -> String {
    link(to: siteMap.tagPage(1, slug: slug))
  }

  /// `dates/index.html`, the timeline.
  package func linkToTimeline() -> String {
    link(to: siteMap.timelinePage)
  }

  /// A year's page (its months).
  package func linkToYear(_ year: Int) -> String {
    link(to: siteMap.datePage(1, year: year))
  }

  /// The first page of a month's grid.
  package func linkToMonth(_ month: Int, of year: Int) -> String {
    link(to: siteMap.datePage(1, year: year, month: month))
  }

  /// `search.html`.
  package func linkToSearchPage() -> String {
    link(to: siteMap.searchPage)
  }

  /// `map.html`, every place on one map.
  package func linkToMapPage() -> String {
    link(to: siteMap.mapPage)
  }

  /// `map/places.js`, the places the map page's script draws.
  package func linkToMapPlaces() -> String {
    link(to: siteMap.mapPlaces)
  }

  /// One of Leaflet's files in the site (`SiteMap.MapLibrary`).
  package func linkToMapLibrary(_ file: String) -> String {
    link(to: siteMap.mapLibrary(file))
  }

  /// The site's root from the page ("" at the root, "../" one folder down), to which a script appends
  /// site paths (a search result's, a place's photo page).
  package func linkToSiteRoot() -> String {
    String(link(to: "index.html").dropLast("index.html".count))
  }

  /// Another page of the site, by its path.
  func link(to page: String, fragment: String? = nil) -> String {
    siteMap.href(from: pagePath, to: page, fragment: fragment)
  }
}
