import GalleryPaths

/// Where the search page leads: home, its own address (the form's action), the index's script and the
/// site's root (results link photo pages from there).
package protocol SearchRoutingLogic: AnyObject {
  /// `search.html`.
  var pagePath: String { get }
  func linkToAlbum(_ id: String) -> String
  func linkToSearchPage() -> String
  /// `pagefind/pagefind.js`, which the theme's script imports.
  func linkToSearchIndex() -> String
  /// The site's root from the page ("" at the root), to which results' site paths are appended.
  func linkToSiteRoot() -> String
  func linkToAsset(_ path: String) -> String
  func linkToSiteIcon() -> (href: String, type: String)?
}

package protocol SearchDataPassing {
  var dataStore: SearchDataStore? { get }
}

/// Turns the search page's places into relative links.
package final class SearchRouter: SearchRoutingLogic, SearchDataPassing, PageLinks {
  package weak var viewController: SearchPage?
  package weak var dataStore: SearchDataStore?
  package let siteMap: SiteMap

  package init(siteMap: SiteMap) {
    self.siteMap = siteMap
  }

  package var pagePath: String { siteMap.searchPage }

  package func linkToSearchIndex() -> String {
    link(to: siteMap.searchIndexScript)
  }

  package func linkToSiteIcon() -> (href: String, type: String)? {
    linkToSiteIcon(dataStore?.options)
  }
}
