import GalleryModel
import GalleryPaths

/// Where the detail page leads: its neighbours, back to its grid page, and its edit page.
package protocol ImageDetailRoutingLogic: AnyObject, MapLinks {
  /// `map.html`, from a photo's place.
  func linkToMapPage() -> String
  var pagePath: String { get }
  func linkToImageDetail(photoID: String) -> String
  /// The grid page (of the photo's album) that holds this photo, scrolled to its cell.
  func linkBackToGrid() -> String
  func linkToImageIndexEdit() -> String
  func linkToFile(_ reference: GalleryReference) -> String
  func linkToImage(_ source: ImageDisplay.Source) -> String
  func linkToAsset(_ path: String) -> String
  /// The site's viewer words (`SiteMap.viewerWords`), which the theme's script reads.
  func linkToViewerWords() -> String
  /// The site's icon when the theme has none (the gallery's cover, see `SiteIcon`).
  func linkToSiteIcon() -> (href: String, type: String)?
  /// The first grid page of an album (`""`: the root's), for the breadcrumb.
  func linkToAlbum(_ id: String) -> String
  /// The first page of a tag's grid.
  func linkToTag(slug: String) -> String
  /// Where the site title leads: the grid page holding the photo, or with albums the gallery's first
  /// page (the breadcrumb leads to the album).
  func linkToHome() -> String
  /// The page's and its images' absolute URLs, on a site with a `baseURL`.
  func absoluteLinks() -> AbsoluteLinks?
  func routeToImageIndexEdit() -> ImageIndexEditPage?
}

package protocol ImageDetailDataPassing {
  var dataStore: ImageDetailDataStore? { get }
}

/// Turns the detail page's routes into relative links and passes the photo on to the edit scene.
package final class ImageDetailRouter: ImageDetailRoutingLogic, ImageDetailDataPassing, PageLinks {
  package weak var viewController: ImageDetailPage?
  package weak var dataStore: ImageDetailDataStore?
  package let siteMap: SiteMap

  package init(siteMap: SiteMap) {
    self.siteMap = siteMap
  }

  package var pagePath: String { siteMap.detailPage(photoID: dataStore?.photoID ?? "") }

  package func linkToSiteIcon() -> (href: String, type: String)? {
    linkToSiteIcon(dataStore?.options)
  }

  package func linkToImageDetail(photoID: String) -> String {
    link(to: siteMap.detailPage(photoID: photoID))
  }

  package func linkBackToGrid() -> String {
    let photoID = dataStore?.photoID ?? ""
    let index = (dataStore?.position ?? 1) - 1
    // The album read once: it is a node of the tree, copied with its photos' ids at every read.
    let album = dataStore?.album
    let page = album?.gridPage(forPhotoAt: index) ?? 1
    return link(
      to: siteMap.gridPage(page, album: album?.id ?? AlbumTree.rootID),
      fragment: siteMap.cellAnchor(photoID: photoID))
  }

  package func linkToHome() -> String {
    dataStore?.tree?.hasAlbums == true ? linkToAlbum(AlbumTree.rootID) : linkBackToGrid()
  }

  package func absoluteLinks() -> AbsoluteLinks? {
    absoluteLinks(base: dataStore?.options.baseURL)
  }

  package func linkToImageIndexEdit() -> String {
    link(to: siteMap.editPage(photoID: dataStore?.photoID ?? ""))
  }

  // MARK: Routing

  package func routeToImageIndexEdit() -> ImageIndexEditPage? {
    guard let viewController, let source = dataStore, source.photoID != nil else { return nil }
    let destination = ImageIndexEditPage(
      theme: viewController.theme, siteMap: siteMap, words: viewController.words)
    guard var destinationDS = destination.router?.dataStore else { return nil }
    passDataToImageIndexEdit(source: source, destination: &destinationDS)
    return navigateToImageIndexEdit(source: viewController, destination: destination)
  }

  // MARK: Navigation

  func navigateToImageIndexEdit(
    source: ImageDetailPage, destination: ImageIndexEditPage
  ) -> ImageIndexEditPage {
    destination
  }

  // MARK: Passing data

  func passDataToImageIndexEdit(source: ImageDetailDataStore, destination: inout ImageIndexEditDataStore) {
    destination.gallery = source.gallery
    destination.album = source.album
    destination.tree = source.tree
    destination.photoID = source.photoID
    destination.options = source.options
    destination.images = source.images
    destination.previousImages = source.previousImages
    destination.nextImages = source.nextImages
  }
}
