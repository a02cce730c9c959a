import GalleryModel
import GalleryPaths

/// Where a tag's grid page leads: its own pages, each photo's page, the tag index and the home grid.
package protocol TagCollectionRoutingLogic: PhotoSetGridLinks {
  /// `tags/SLUG.html`, `tags/SLUG/page/2.html`.
  var pagePath: String { get }
  func linkToTagIndex() -> String
}

package protocol TagCollectionDataPassing {
  var dataStore: TagCollectionDataStore? { get }
}

/// Turns a tag's pages and photos into relative links. A tag's grid routes to no scene the builder
/// renders from it: each photo's page is rendered from its album's grid.
package final class TagCollectionRouter: TagCollectionRoutingLogic, TagCollectionDataPassing, PageLinks {
  package weak var viewController: TagCollectionPage?
  package weak var dataStore: TagCollectionDataStore?
  package let siteMap: SiteMap

  package init(siteMap: SiteMap) {
    self.siteMap = siteMap
  }

  package var pagePath: String {
    siteMap.tagPage(dataStore?.page ?? 1, slug: dataStore?.tag?.slug ?? "")
  }

  package func linkToGridPage(_ page: Int) -> String {
    link(to: siteMap.tagPage(page, slug: dataStore?.tag?.slug ?? ""))
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
