import GalleryPaths

/// Where the map page leads: home, Leaflet's files and the places script (the script links each place
/// to its photo's page from the site's root).
package protocol PlaceMapRoutingLogic: AnyObject, MapLinks {
  /// `map.html`.
  var pagePath: String { get }
  func linkToAlbum(_ id: String) -> String
  func linkToAsset(_ path: String) -> String
  func linkToSiteIcon() -> (href: String, type: String)?
}

package protocol PlaceMapDataPassing {
  var dataStore: PlaceMapDataStore? { get }
}

/// Turns the map page's places into relative links.
package final class PlaceMapRouter: PlaceMapRoutingLogic, PlaceMapDataPassing, PageLinks {
  package weak var viewController: PlaceMapPage?
  package weak var dataStore: PlaceMapDataStore?
  package let siteMap: SiteMap

  package init(siteMap: SiteMap) {
    self.siteMap = siteMap
  }

  package var pagePath: String { siteMap.mapPage }

  package func linkToSiteIcon() -> (href: String, type: String)? {
    linkToSiteIcon(dataStore?.options)
  }
}
