import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryTemplates
import GalleryThemes
import GalleryWorkers

/// What the Presenter hands the tag index.
package protocol TagIndexDisplayLogic: AnyObject {
  func displayTagList(viewModel: TagIndex.TagList.ViewModel)
}

/// `tags/index.html`, through the theme's `tags` template. A theme without one has no tag pages (its
/// photo pages list tags as text), so a theme made before tag pages keeps working.
package final class TagIndexPage: TagIndexDisplayLogic {
  package static let sceneName = "TagIndex"
  package static let templateName = Theme.Template.tags

  package var interactor: TagIndexBusinessLogic?
  package var router: (TagIndexRoutingLogic & TagIndexDataPassing)?
  package let theme: Theme
  let words: Words

  private(set) var list: TagIndex.TagList.ViewModel?

  package init(theme: Theme, worker: PhotosWorker, siteMap: SiteMap) {
    self.theme = theme
    self.words = worker.words
    let interactor = TagIndexInteractor(worker: worker)
    let presenter = TagIndexPresenter(words: worker.words)
    let router = TagIndexRouter(siteMap: siteMap)
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  package func load() {
    interactor?.fetchTagList(request: .init())
  }

  package func displayTagList(viewModel: TagIndex.TagList.ViewModel) {
    list = viewModel
  }

  package var path: String { router?.pagePath ?? SiteMap().tagIndexPage }

  package func render() throws(GalleryError) -> String {
    try theme.render(Self.templateName, try context(), page: path)
  }

  /// The layout's keys, then `heading`, `countText`, `breadcrumb` and `tags` (`name`, `href`,
  /// `countText`).
  package func context() throws(GalleryError) -> TemplateValue {
    guard let list, let router else {
      throw .badData(path: path, message: "the tag index was rendered before it was loaded")
    }
    var context = PageLayout.context(
      scene: Self.sceneName, pageTitle: list.pageTitle, siteTitle: list.siteTitle, theme: theme,
      linkToAsset: router.linkToAsset, homeHref: router.linkToAlbum(AlbumTree.rootID),
      publishing: list.publishing, share: list.share?.templateValue(links: router.absoluteLinks()) ?? .null,
      siteIcon: router.linkToSiteIcon(), words: words)
    context["heading"] = .string(list.heading)
    context["countText"] = .string(list.countText)
    context["breadcrumb"] = list.breadcrumb.templateValue(link: router.linkToAlbum)
    context["tags"] = .list(
      list.entries.map {
        [
          "name": .string($0.name), "href": .string(router.linkToTag(slug: $0.slug)),
          "countText": .string($0.countText),
        ]
      })
    return .object(context)
  }
}
