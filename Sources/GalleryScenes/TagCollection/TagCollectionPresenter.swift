import GalleryThemes

/// What the tag grid's Interactor hands over for display.
package protocol TagCollectionPresentationLogic: AnyObject {
  func presentPhotoCollection(response: TagCollection.PhotoCollection.Response)
  func presentPagination(response: TagCollection.Pagination.Response)
}

/// Words a tag's grid: its heading and title, its count, its cells and page links as an album's grid.
package final class TagCollectionPresenter: TagCollectionPresentationLogic {
  package weak var viewController: TagCollectionDisplayLogic?
  let words: Words

  package init(words: Words) {
    self.words = words
  }

  package func presentPhotoCollection(response: TagCollection.PhotoCollection.Response) {
    let title = words.text(.tagsTagTitle, ["tag": words.isolated(response.tagName)])
    let steps: [Breadcrumb.Step] = [
      .init(albumID: "", title: response.grid.siteTitle),
      .init(albumID: TagCollection.tagIndexCrumb, title: words.text(.tagsTitle)),
    ]
    // The trail ends at the tag as written; the heading says "Tagged …".
    viewController?.displayPhotoCollection(
      viewModel: PhotoSetGrid.viewModel(
        response.grid, title: title, steps: steps, current: response.tagName, words: words))
  }

  package func presentPagination(response: TagCollection.Pagination.Response) {
    viewController?.displayPagination(
      viewModel: ImageCollectionPresenter.pagination(
        page: response.page, of: response.pageCount, words: words))
  }
}
