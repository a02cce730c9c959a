import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryTemplates
import GalleryThemes
import GalleryWorkers

/// What the Presenter hands the search page.
package protocol SearchDisplayLogic: AnyObject {
  func displayForm(viewModel: Search.Form.ViewModel)
}

/// `search.html`, through the theme's `search` template (a theme without one has no search page: the
/// index is still made, for a theme's own page).
package final class SearchPage: SearchDisplayLogic {
  package static let sceneName = "Search"
  package static let templateName = Theme.Template.search

  package var interactor: SearchBusinessLogic?
  package var router: (SearchRoutingLogic & SearchDataPassing)?
  package let theme: Theme
  let words: Words

  private(set) var form: Search.Form.ViewModel?

  package init(theme: Theme, worker: PhotosWorker, siteMap: SiteMap) {
    self.theme = theme
    self.words = worker.words
    let interactor = SearchInteractor(worker: worker)
    let presenter = SearchPresenter(words: worker.words)
    let router = SearchRouter(siteMap: siteMap)
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  package func load() {
    interactor?.fetchForm(request: .init())
  }

  package func displayForm(viewModel: Search.Form.ViewModel) {
    form = viewModel
  }

  package var path: String { router?.pagePath ?? SiteMap().searchPage }

  package func render() throws(GalleryError) -> String {
    try theme.render(Self.templateName, try context(), page: path)
  }

  /// The layout's keys, then `heading`, `breadcrumb`, `action`, `label`, `buttonLabel`, `bundleHref`,
  /// `siteRoot`, the script's words (`noResults`, `countText`, `searching`, `needsServer`,
  /// `needsScript`, `moreLabel`, `anyLabel`), `hasFilters` and `filters` (`name`, `id`, `label`,
  /// `values`: `value`).
  package func context() throws(GalleryError) -> TemplateValue {
    guard let form, let router else {
      throw .badData(path: path, message: "the search page was rendered before it was loaded")
    }
    var context = PageLayout.context(
      scene: Self.sceneName, pageTitle: form.pageTitle, siteTitle: form.siteTitle, theme: theme,
      linkToAsset: router.linkToAsset, homeHref: router.linkToAlbum(AlbumTree.rootID),
      publishing: form.publishing, siteIcon: router.linkToSiteIcon(), words: words)
    context["heading"] = .string(form.heading)
    context["breadcrumb"] = form.breadcrumb.templateValue(link: router.linkToAlbum)
    context["action"] = .string(router.linkToSearchPage())
    context["label"] = .string(form.label)
    context["buttonLabel"] = .string(form.buttonLabel)
    context["bundleHref"] = .string(router.linkToSearchIndex())
    context["siteRoot"] = .string(router.linkToSiteRoot())
    context["noResults"] = .string(form.noResults)
    context["countText"] = .string(form.countText)
    context["searching"] = .string(form.searching)
    context["needsServer"] = .string(form.needsServer)
    context["needsScript"] = .string(form.needsScript)
    context["moreLabel"] = .string(form.moreLabel)
    context["anyLabel"] = .string(form.anyLabel)
    context["hasFilters"] = .bool(!form.filters.isEmpty)
    context["filters"] = .list(
      form.filters.map {
        [
          "name": .string($0.name), "id": .string("search-\($0.name)"), "label": .string($0.label),
          "values": .list($0.values.map { ["value": .string($0)] }),
        ]
      })
    return .object(context)
  }
}
