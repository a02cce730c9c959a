import GalleryThemes

/// What the date grid's Interactor hands over for display.
package protocol DateCollectionPresentationLogic: AnyObject {
  func presentPhotoCollection(response: DateCollection.PhotoCollection.Response)
  func presentPagination(response: DateCollection.Pagination.Response)
}

/// Words a month's grid: the month in the gallery's language, its count, its cells and page links as an
/// album's grid.
package final class DateCollectionPresenter: DateCollectionPresentationLogic {
  package weak var viewController: DateCollectionDisplayLogic?
  let words: Words

  package init(words: Words) {
    self.words = words
  }

  package func presentPhotoCollection(response: DateCollection.PhotoCollection.Response) {
    let title = words.monthOfYear(response.month, response.year)
    let steps: [Breadcrumb.Step] = [
      .init(albumID: "", title: response.grid.siteTitle),
      .init(albumID: DateCollection.timelineCrumb, title: words.text(.datesTitle)),
      .init(albumID: DateCollection.yearCrumb(response.year), title: words.year(response.year)),
    ]
    viewController?.displayPhotoCollection(
      viewModel: PhotoSetGrid.viewModel(response.grid, title: title, steps: steps, words: words))
  }

  package func presentPagination(response: DateCollection.Pagination.Response) {
    viewController?.displayPagination(
      viewModel: ImageCollectionPresenter.pagination(
        page: response.page, of: response.pageCount, words: words))
  }
}
