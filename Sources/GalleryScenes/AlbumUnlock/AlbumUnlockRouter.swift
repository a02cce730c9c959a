import GalleryPaths

/// Where the passphrase page leads: home, the album's encrypted index and the site's service worker
/// (both fetched by the page's script, relative to the page).
package protocol AlbumUnlockRoutingLogic: AnyObject {
  /// `private/<name>.html`.
  var pagePath: String { get }
  func linkToAlbum(_ id: String) -> String
  func linkToAsset(_ path: String) -> String
  func linkToSiteIcon() -> (href: String, type: String)?
  /// The album's encrypted index, relative to the page.
  func linkToIndex(_ indexFile: String) -> String
  /// The service worker at the site's root (its scope is the whole site).
  func linkToServiceWorker() -> String
  /// The site's root folder (`../`), which the service worker's scope is.
  func linkToSiteRoot() -> String
}

package protocol AlbumUnlockDataPassing {
  var dataStore: AlbumUnlockDataStore? { get }
}

/// Turns the passphrase page's targets into relative links.
package final class AlbumUnlockRouter: AlbumUnlockRoutingLogic, AlbumUnlockDataPassing, PageLinks {
  package weak var viewController: AlbumUnlockPage?
  package weak var dataStore: AlbumUnlockDataStore?
  package let siteMap: SiteMap

  package init(siteMap: SiteMap) {
    self.siteMap = siteMap
  }

  package var pagePath: String { dataStore?.entryPage ?? SiteMap.privateFolder + "/index.html" }

  package func linkToSiteIcon() -> (href: String, type: String)? {
    linkToSiteIcon(dataStore?.options)
  }

  package func linkToIndex(_ indexFile: String) -> String {
    link(to: indexFile)
  }

  package func linkToServiceWorker() -> String {
    link(to: SiteMap.privateWorker)
  }

  package func linkToSiteRoot() -> String {
    // The page's folder is one level down: its root is "../" (a folder link, for the script only).
    String(repeating: "../", count: pagePath.split(separator: "/").count - 1)
  }
}
