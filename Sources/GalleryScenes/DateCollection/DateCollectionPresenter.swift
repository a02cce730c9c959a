import GalleryThemes

/// What the date grid's Interactor hands over for display.
package protocol DateCollectionPresentationLogic: AnyObject {
  func presentPhotoCollection(response: DateCollection.PhotoCollection.Response)
  func presentPagination(response: DateCollection.Pagination.Response)
}

/// Words a date grid: the month or year in the gallery's language, its count, its cells and page
/// links as an album's grid.
package final class DateCollectionPresenter: DateCollectionPresentationLogic {
  package weak var viewController: DateCollectionDisplayLogic?
  let words: Words

  package init(words: Words) {
    self.words = words
  }

  package func presentPhotoCollection(response: DateCollection.PhotoCollection.Response) {
    let yearText = words.year(response.year)
    let title = response.month.map { words.monthOfYear($0, response.year) } ?? yearText
    var steps: [Breadcrumb.Step] = [
      .init(albumID: "", title: response.grid.siteTitle),
      .init(albumID: DateCollection.timelineCrumb, title: words.text(.datesTitle)),
    ]
    if response.month != nil {
      steps.append(.init(albumID: DateCollection.yearCrumb(response.year), title: yearText))
    }
    viewController?.displayPhotoCollection(
      viewModel: PhotoSetGrid.viewModel(response.grid, title: title, steps: steps, words: words))
  }

  package func presentPagination(response: DateCollection.Pagination.Response) {
    viewController?.displayPagination(
      viewModel: ImageCollectionPresenter.pagination(
        page: response.page, of: response.pageCount, words: words))
  }
}
