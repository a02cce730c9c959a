import GalleryModel
import GalleryPaths

/// Where the edit page leads: back to the photo (Cancel) and where its form is sent.
package protocol ImageIndexEditRoutingLogic: AnyObject {
  var pagePath: String { get }
  func linkToImageDetail() -> String
  /// The form posts to the edit page itself; a server that serves the site answers POSTs there.
  func formAction() -> String
  func linkToGridPage() -> String
  /// The first page of the photo's grid and the pattern of its other pages (`SiteMap.gridPagePattern`),
  /// for the preview of another position.
  func linkToGridPages() -> (first: String, pattern: String)
  func linkToAsset(_ path: String) -> String
  /// One of a photo's images, for the preview's thumbnails.
  func linkToImage(_ source: ImageDisplay.Source) -> String
  /// The site's icon when the theme has none (the gallery's cover, see `SiteIcon`).
  func linkToSiteIcon() -> (href: String, type: String)?
  /// The site's script words (`SiteMap.viewerWords`): the preview's sentences for another position.
  func linkToViewerWords() -> String
  func linkToAlbum(_ id: String) -> String
  /// Where the site title leads: the grid page holding the photo, or with albums the gallery's first
  /// page, as on photo pages.
  func linkToHome() -> String
}

package protocol ImageIndexEditDataPassing {
  var dataStore: ImageIndexEditDataStore? { get }
}

/// Turns the edit page's routes into relative links.
package final class ImageIndexEditRouter: ImageIndexEditRoutingLogic, ImageIndexEditDataPassing, PageLinks {
  package weak var viewController: ImageIndexEditPage?
  package weak var dataStore: ImageIndexEditDataStore?
  package let siteMap: SiteMap

  package init(siteMap: SiteMap) {
    self.siteMap = siteMap
  }

  package var pagePath: String { siteMap.editPage(photoID: dataStore?.photoID ?? "") }

  package func linkToSiteIcon() -> (href: String, type: String)? {
    linkToSiteIcon(dataStore?.options)
  }

  package func linkToImageDetail() -> String {
    link(to: siteMap.detailPage(photoID: dataStore?.photoID ?? ""))
  }

  package func formAction() -> String {
    link(to: pagePath)
  }

  package func linkToHome() -> String {
    dataStore?.tree?.hasAlbums == true ? linkToAlbum(AlbumTree.rootID) : linkToGridPage()
  }

  package func linkToGridPages() -> (first: String, pattern: String) {
    let album = dataStore?.album?.id ?? AlbumTree.rootID
    return (link(to: siteMap.gridPage(1, album: album)), link(to: siteMap.gridPagePattern(album: album)))
  }

  package func linkToGridPage() -> String {
    // The edit scene knows its album once it has loaded; before, the photo is looked up in the gallery.
    let album =
      dataStore?.album
      ?? dataStore?.photoID.flatMap { id in
        dataStore?.gallery.flatMap { AlbumTree($0).node(holdingPhoto: id) }
      }
    let index = dataStore?.photoID.flatMap { album?.index(ofPhoto: $0) } ?? 0
    let page = album?.gridPage(forPhotoAt: index) ?? 1
    return link(to: siteMap.gridPage(page, album: album?.id ?? AlbumTree.rootID))
  }
}
