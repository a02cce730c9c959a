/// Where the edit page leads: back to the photo (Cancel) and where its form is sent.
public protocol ImageIndexEditRoutingLogic: AnyObject {
  var pagePath: String { get }
  func linkToImageDetail() -> String
  /// The form posts to the edit page itself; a server that serves the site answers POSTs there.
  func formAction() -> String
  func linkToGridPage() -> String
  func linkToAsset(_ path: String) -> String
}

public protocol ImageIndexEditDataPassing {
  var dataStore: ImageIndexEditDataStore? { get }
}

/// Turns the edit page's routes into relative links.
public final class ImageIndexEditRouter: ImageIndexEditRoutingLogic, ImageIndexEditDataPassing, PageLinks {
  public weak var viewController: ImageIndexEditPage?
  public weak var dataStore: ImageIndexEditDataStore?
  public let siteMap: SiteMap

  public init(siteMap: SiteMap) {
    self.siteMap = siteMap
  }

  public var pagePath: String { siteMap.editPage(photoID: dataStore?.photoID ?? "") }

  public func linkToImageDetail() -> String {
    link(to: siteMap.detailPage(photoID: dataStore?.photoID ?? ""))
  }

  public func formAction() -> String {
    link(to: pagePath)
  }

  public func linkToGridPage() -> String {
    let index = dataStore?.photoID.flatMap { dataStore?.gallery?.index(ofPhoto: $0) } ?? 0
    let page = dataStore?.gallery?.gridPage(forPhotoAt: index) ?? 1
    return link(to: siteMap.gridPage(page))
  }
}
