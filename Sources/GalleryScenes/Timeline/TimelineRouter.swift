import GalleryPaths

/// Where the timeline leads: each year's and month's grid, and home.
package protocol TimelineRoutingLogic: AnyObject {
  /// `dates/index.html`.
  var pagePath: String { get }
  func linkToYear(_ year: Int) -> String
  func linkToMonth(_ month: Int, of year: Int) -> String
  func linkToAlbum(_ id: String) -> String
  func linkToImage(_ source: ImageDisplay.Source) -> String
  func linkToAsset(_ path: String) -> String
  func linkToSiteIcon() -> (href: String, type: String)?
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

  package var pagePath: String { siteMap.timelinePage }

  package func linkToSiteIcon() -> (href: String, type: String)? {
    linkToSiteIcon(dataStore?.options)
  }
}
