import GalleryPaths

/// Where the tag index leads: each tag's grid and the home grid.
package protocol TagIndexRoutingLogic: AnyObject {
  /// `tags/index.html`.
  var pagePath: String { get }
  func linkToTag(slug: String) -> String
  func linkToAlbum(_ id: String) -> String
  func linkToAsset(_ path: String) -> String
  func linkToSiteIcon() -> (href: String, type: String)?
  /// The page's absolute links for its link preview; nil on a site without a `baseURL`.
  func absoluteLinks() -> AbsoluteLinks?
}

package protocol TagIndexDataPassing {
  var dataStore: TagIndexDataStore? { get }
}

/// Turns the tags into relative links; the builder renders each tag's grid on its own.
package final class TagIndexRouter: TagIndexRoutingLogic, TagIndexDataPassing, PageLinks {
  package weak var viewController: TagIndexPage?
  package weak var dataStore: TagIndexDataStore?
  package let siteMap: SiteMap

  package init(siteMap: SiteMap) {
    self.siteMap = siteMap
  }

  package var pagePath: String { siteMap.tagIndexPage }

  package func linkToSiteIcon() -> (href: String, type: String)? {
    linkToSiteIcon(dataStore?.options)
  }

  package func absoluteLinks() -> AbsoluteLinks? {
    absoluteLinks(base: dataStore?.options.baseURL)
  }
}
