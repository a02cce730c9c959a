import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryTemplates
import GalleryThemes
import GalleryWorkers

/// What the Presenter hands a date grid page.
package protocol DateCollectionDisplayLogic: AnyObject {
  func displayPhotoCollection(viewModel: DateCollection.PhotoCollection.ViewModel)
  func displayPagination(viewModel: DateCollection.Pagination.ViewModel)
}

/// A month's grid page, through the theme's `collection` template with the keys an album's
/// grid has (no sub-albums).
package final class DateCollectionPage: DateCollectionDisplayLogic {
  package static let sceneName = "DateCollection"
  package static let templateName = Theme.Template.collection

  package var interactor: DateCollectionBusinessLogic?
  package var router: (DateCollectionRoutingLogic & DateCollectionDataPassing)?
  package let theme: Theme
  let words: Words

  private(set) var collection: DateCollection.PhotoCollection.ViewModel?
  private(set) var pagination: DateCollection.Pagination.ViewModel?

  package init(theme: Theme, worker: PhotosWorker, siteMap: SiteMap) {
    self.theme = theme
    self.words = worker.words
    let interactor = DateCollectionInteractor(worker: worker)
    let presenter = DateCollectionPresenter(words: worker.words)
    let router = DateCollectionRouter(siteMap: siteMap)
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  /// Fetch page `page` of the month's grid.
  package func load(year: Int, month: Int, page: Int) {
    interactor?.fetchPhotoCollection(request: .init(year: year, month: month, page: page))
    interactor?.fetchPagination(request: .init(year: year, month: month, page: page))
  }

  package func displayPhotoCollection(viewModel: DateCollection.PhotoCollection.ViewModel) {
    collection = viewModel
  }

  package func displayPagination(viewModel: DateCollection.Pagination.ViewModel) {
    pagination = viewModel
  }

  package var path: String { router?.pagePath ?? SiteMap.datesFolder }

  package func render() throws(GalleryError) -> String {
    try theme.render(Self.templateName, try context(), page: path)
  }

  /// The `collection` template's keys (docs/themes.md), those of an album's grid without sub-albums.
  package func context() throws(GalleryError) -> TemplateValue {
    guard let collection, let pagination, let router else {
      throw .badData(path: path, message: "the date page was rendered before it was loaded")
    }
    return PhotoSetGrid.context(
      collection, pagination: pagination, scene: Self.sceneName, theme: theme, words: words, links: router
    ) { [router] target in
      if target == DateCollection.timelineCrumb { return router.linkToTimeline() }
      if target.hasPrefix(DateCollection.timelineCrumb + "/"),
        let year = Int(target.dropFirst(DateCollection.timelineCrumb.count + 1))
      {
        return router.linkToYear(year)
      }
      return router.linkToAlbum(target)
    }
  }
}
