import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryTemplates
import GalleryThemes
import GalleryWorkers

/// What the Presenter hands a tag's grid page.
package protocol TagCollectionDisplayLogic: AnyObject {
  func displayPhotoCollection(viewModel: TagCollection.PhotoCollection.ViewModel)
  func displayPagination(viewModel: TagCollection.Pagination.ViewModel)
}

/// A tag's grid page: rendered through the theme's `collection` template, with the keys an album's grid
/// has (no sub-albums), so every theme shows a tag as it shows an album.
package final class TagCollectionPage: TagCollectionDisplayLogic {
  package static let sceneName = "TagCollection"
  package static let templateName = Theme.Template.collection

  package var interactor: TagCollectionBusinessLogic?
  package var router: (TagCollectionRoutingLogic & TagCollectionDataPassing)?
  package let theme: Theme
  let words: Words

  private(set) var collection: TagCollection.PhotoCollection.ViewModel?
  private(set) var pagination: TagCollection.Pagination.ViewModel?

  package init(theme: Theme, worker: PhotosWorker, siteMap: SiteMap) {
    self.theme = theme
    self.words = worker.words
    let interactor = TagCollectionInteractor(worker: worker)
    let presenter = TagCollectionPresenter(words: worker.words)
    let router = TagCollectionRouter(siteMap: siteMap)
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  /// Fetch page `page` of the tag's grid.
  package func load(slug: String, page: Int) {
    interactor?.fetchPhotoCollection(request: .init(slug: slug, page: page))
    interactor?.fetchPagination(request: .init(slug: slug, page: page))
  }

  package func displayPhotoCollection(viewModel: TagCollection.PhotoCollection.ViewModel) {
    collection = viewModel
  }

  package func displayPagination(viewModel: TagCollection.Pagination.ViewModel) {
    pagination = viewModel
  }

  package var path: String { router?.pagePath ?? SiteMap.tagsFolder }

  package func render() throws(GalleryError) -> String {
    try theme.render(Self.templateName, try context(), page: path)
  }

  /// The `collection` template's keys (docs/themes.md), those of an album's grid without sub-albums.
  package func context() throws(GalleryError) -> TemplateValue {
    guard let collection, let pagination, let router else {
      throw .badData(path: path, message: "the tag page was rendered before it was loaded")
    }
    return PhotoSetGrid.context(
      collection, pagination: pagination, scene: Self.sceneName, theme: theme, words: words, links: router
    ) { [router] target in
      target == TagCollection.tagIndexCrumb ? router.linkToTagIndex() : router.linkToAlbum(target)
    }
  }
}
