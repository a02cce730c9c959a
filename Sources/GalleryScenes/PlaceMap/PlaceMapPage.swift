import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryTemplates
import GalleryThemes
import GalleryWorkers

/// What the Presenter hands the map page.
package protocol PlaceMapDisplayLogic: AnyObject {
  func displayPlaces(viewModel: PlaceMap.Places.ViewModel)
}

/// `map.html`, through the theme's `map` template (a theme without one has no map page; photo pages
/// still show their own place).
package final class PlaceMapPage: PlaceMapDisplayLogic {
  package static let sceneName = "PlaceMap"
  package static let templateName = Theme.Template.map

  package var interactor: PlaceMapBusinessLogic?
  package var router: (PlaceMapRoutingLogic & PlaceMapDataPassing)?
  package let theme: Theme
  let words: Words

  private(set) var places: PlaceMap.Places.ViewModel?

  package init(theme: Theme, worker: PhotosWorker, siteMap: SiteMap) {
    self.theme = theme
    self.words = worker.words
    let interactor = PlaceMapInteractor(worker: worker)
    let presenter = PlaceMapPresenter(words: worker.words)
    let router = PlaceMapRouter(siteMap: siteMap)
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  package func load() {
    interactor?.fetchPlaces(request: .init())
  }

  package func displayPlaces(viewModel: PlaceMap.Places.ViewModel) {
    places = viewModel
  }

  package var path: String { router?.pagePath ?? SiteMap().mapPage }

  package func render() throws(GalleryError) -> String {
    try theme.render(Self.templateName, try context(), page: path)
  }

  /// The layout's keys, then `heading`, `breadcrumb`, `countText`, `unplacedText` and `map` (see
  /// `MapBox.templateValue`).
  package func context() throws(GalleryError) -> TemplateValue {
    guard let places, let router else {
      throw .badData(path: path, message: "the map page was rendered before it was loaded")
    }
    var context = PageLayout.context(
      scene: Self.sceneName, pageTitle: places.pageTitle, siteTitle: places.siteTitle, theme: theme,
      linkToAsset: router.linkToAsset, homeHref: router.linkToAlbum(AlbumTree.rootID),
      publishing: places.publishing, siteIcon: router.linkToSiteIcon(), words: words)
    context["heading"] = .string(places.heading)
    context["breadcrumb"] = places.breadcrumb.templateValue(link: router.linkToAlbum)
    context["countText"] = .string(places.countText)
    context["unplacedText"] = places.unplacedText.map(TemplateValue.string) ?? .null
    context["map"] = places.box.templateValue(links: router)
    return .object(context)
  }
}
