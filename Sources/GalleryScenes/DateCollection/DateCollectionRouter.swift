import GalleryModel
import GalleryPaths

/// Where a month's grid page leads: its own pages, each photo's page, the timeline, its year, home.
package protocol DateCollectionRoutingLogic: PhotoSetGridLinks {
  /// `dates/2024/06.html`, `dates/2024/06/page/2.html`.
  var pagePath: String { get }
  func linkToTimeline() -> String
  func linkToYear(_ year: Int) -> String
}

package protocol DateCollectionDataPassing {
  var dataStore: DateCollectionDataStore? { get }
}

/// Turns a date grid's pages and photos into relative links. Like a tag's grid, it routes to no scene
/// the builder renders from it: each photo's page is rendered from its album's grid.
package final class DateCollectionRouter: DateCollectionRoutingLogic, DateCollectionDataPassing, PageLinks {
  package weak var viewController: DateCollectionPage?
  package weak var dataStore: DateCollectionDataStore?
  package let siteMap: SiteMap

  package init(siteMap: SiteMap) {
    self.siteMap = siteMap
  }

  package var pagePath: String {
    siteMap.datePage(dataStore?.page ?? 1, year: dataStore?.year ?? 0, month: dataStore?.month)
  }

  package func linkToGridPage(_ page: Int) -> String {
    link(to: siteMap.datePage(page, year: dataStore?.year ?? 0, month: dataStore?.month))
  }

  package func linkToImageDetail(photoID: String) -> String {
    link(to: siteMap.detailPage(photoID: photoID))
  }

  package func cellAnchor(photoID: String) -> String {
    siteMap.cellAnchor(photoID: photoID)
  }

  package func linkToSiteIcon() -> (href: String, type: String)? {
    linkToSiteIcon(dataStore?.options)
  }

  package func absoluteLinks() -> AbsoluteLinks? {
    absoluteLinks(base: dataStore?.options.baseURL)
  }
}
