import GalleryModel
import GalleryPaths

/// Where the grid page leads: its links, and the scenes behind them.
package protocol ImageCollectionRoutingLogic: GridCellLinks {
  /// This grid page's path in the site (`index.html`, `page/2.html`, `albums/kyoto/page/2.html`).
  var pagePath: String { get }
  func linkToGridPage(_ page: Int) -> String
  /// The first page of an album's grid (`""`: the root's), for sub-album cells and breadcrumbs.
  func linkToAlbum(_ id: String) -> String
  /// A private album's passphrase page (`private/<name>.html`), from its locked cell.
  func linkToPrivateAlbum(entryPage: String) -> String
  /// `tags/index.html`, from the root's first page of a gallery with tags.
  func linkToTagIndex() -> String
  /// `dates/index.html`, from the root's first page of a gallery with dated photos.
  func linkToTimeline() -> String
  /// `search.html`, from the root's first page of a gallery with search.
  func linkToSearchPage() -> String
  /// `map.html`, from the root's first page of a gallery with a map.
  func linkToMapPage() -> String
  /// The page's and its images' absolute URLs, on a site with a `baseURL`.
  func absoluteLinks() -> AbsoluteLinks?
  func linkToImageDetail(photoID: String) -> String
  /// The id of a photo's cell, which detail pages link back to.
  func cellAnchor(photoID: String) -> String
  func linkToFile(_ reference: GalleryReference) -> String
  func linkToImage(_ source: ImageDisplay.Source) -> String
  func linkToAsset(_ path: String) -> String
  /// The site's icon when the theme has none (the gallery's cover, see `SiteIcon`).
  func linkToSiteIcon() -> (href: String, type: String)?
  /// Follows the selected photo's link: the detail scene, with the selection passed to it.
  func routeToImageDetail() -> ImageDetailPage?
}

package protocol ImageCollectionDataPassing {
  var dataStore: ImageCollectionDataStore? { get }
}

/// Turns "show page 2" and "open this photo" into relative links, and builds the scenes they lead to.
package final class ImageCollectionRouter: ImageCollectionRoutingLogic, ImageCollectionDataPassing, PageLinks
{
  package weak var viewController: ImageCollectionPage?
  package weak var dataStore: ImageCollectionDataStore?
  package let siteMap: SiteMap

  package init(siteMap: SiteMap) {
    self.siteMap = siteMap
  }

  package var pagePath: String {
    siteMap.gridPage(dataStore?.page ?? 1, album: dataStore?.album?.id ?? AlbumTree.rootID)
  }

  /// A page of this same grid (the root's or the album's).
  package func linkToSiteIcon() -> (href: String, type: String)? {
    linkToSiteIcon(dataStore?.options)
  }

  package func linkToPrivateAlbum(entryPage: String) -> String {
    link(to: entryPage)
  }

  package func linkToGridPage(_ page: Int) -> String {
    link(to: siteMap.gridPage(page, album: dataStore?.album?.id ?? AlbumTree.rootID))
  }

  package func absoluteLinks() -> AbsoluteLinks? {
    absoluteLinks(base: dataStore?.options.baseURL)
  }

  package func linkToImageDetail(photoID: String) -> String {
    link(to: siteMap.detailPage(photoID: photoID))
  }

  package func cellAnchor(photoID: String) -> String {
    siteMap.cellAnchor(photoID: photoID)
  }

  // MARK: Routing

  package func routeToImageDetail() -> ImageDetailPage? {
    guard let viewController, let source = dataStore, source.selectedPhoto != nil else { return nil }
    let destination = ImageDetailPage(
      theme: viewController.theme, siteMap: siteMap, words: viewController.words)
    guard var destinationDS = destination.router?.dataStore else { return nil }
    passDataToImageDetail(source: source, destination: &destinationDS)
    return navigateToImageDetail(source: viewController, destination: destination)
  }

  // MARK: Navigation

  /// In a static site, navigating means handing the destination to the builder, which renders it.
  func navigateToImageDetail(source: ImageCollectionPage, destination: ImageDetailPage) -> ImageDetailPage {
    destination
  }

  // MARK: Passing data

  func passDataToImageDetail(source: ImageCollectionDataStore, destination: inout ImageDetailDataStore) {
    destination.gallery = source.gallery
    destination.album = source.album
    destination.tree = source.tree
    destination.photoID = source.selectedPhoto?.photo.id
    destination.images = source.selectedImages
    destination.nextImages = source.selectedNextImages
    destination.previousImages = source.selectedPreviousImages
    destination.options = source.options
    destination.tags = source.tags
    destination.places = source.places
    destination.downloads = source.downloads
  }
}
