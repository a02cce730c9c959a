import GalleryThemes

/// What the tag index's Interactor hands over for display.
package protocol TagIndexPresentationLogic: AnyObject {
  func presentTagList(response: TagIndex.TagList.Response)
}

/// Words the tag index: its title, how many tags, and each tag's count as a grid counts its photos.
package final class TagIndexPresenter: TagIndexPresentationLogic {
  package weak var viewController: TagIndexDisplayLogic?
  let words: Words

  package init(words: Words) {
    self.words = words
  }

  package func presentTagList(response: TagIndex.TagList.Response) {
    let heading = words.text(.tagsTitle)
    let pageTitle = words.text(
      .gridAlbumPageTitle, ["title": words.isolated(heading), "album": words.isolated(response.siteTitle)])
    let countText = words.count(.tagsCount, response.tags.count)
    var viewModel = TagIndex.TagList.ViewModel(
      heading: heading,
      pageTitle: pageTitle,
      siteTitle: response.siteTitle,
      countText: countText,
      entries: response.tags.map {
        .init(
          name: $0.name, slug: $0.slug,
          countText: ImageCollectionPresenter.countText(
            photos: $0.photoCount - $0.clipCount, albums: 0, isEmpty: $0.photoCount == 0, clips: $0.clipCount,
            words: words))
      },
      publishing: response.publishing,
      breadcrumb: Breadcrumb.make(
        [.init(albumID: "", title: response.siteTitle)], current: heading, words: words))
    if response.shareable {
      viewModel.share = SharePreview(title: pageTitle, description: countText, type: "website")
    }
    viewController?.displayTagList(viewModel: viewModel)
  }
}
