import GalleryPaths

/// Where the timeline leads: each year's page and month's grid, the timeline (from a year's page), and
/// home.
package protocol TimelineRoutingLogic: AnyObject {
  /// `dates/index.html`; a year's: `dates/2024/index.html`.
  var pagePath: String { get }
  func linkToTimeline() -> String
  func linkToYear(_ year: Int) -> String
  func linkToMonth(_ month: Int, of year: Int) -> String
  func linkToAlbum(_ id: String) -> String
  func linkToImage(_ source: ImageDisplay.Source) -> String
  func linkToAsset(_ path: String) -> String
  func linkToSiteIcon() -> (href: String, type: String)?
  /// The page's absolute links for its link preview; nil on a site without a `baseURL`.
  func absoluteLinks() -> AbsoluteLinks?
}

package protocol TimelineDataPassing {
  var dataStore: TimelineDataStore? { get }
}

/// Turns years and months into relative links; the builder renders each date grid on its own.
package final class TimelineRouter: TimelineRoutingLogic, TimelineDataPassing, PageLinks {
  package weak var viewController: TimelinePage?
  package weak var dataStore: TimelineDataStore?
  package let siteMap: SiteMap

  package init(siteMap: SiteMap) {
    self.siteMap = siteMap
  }

  package var pagePath: String {
    dataStore?.year.map { siteMap.datePage(1, year: $0) } ?? siteMap.timelinePage
  }

  package func linkToSiteIcon() -> (href: String, type: String)? {
    linkToSiteIcon(dataStore?.options)
  }

  package func absoluteLinks() -> AbsoluteLinks? {
    absoluteLinks(base: dataStore?.options.baseURL)
  }
}
