import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryThemes

@Suite struct TagCollectionPresenterTests {
  // MARK: Test doubles

  final class TagCollectionDisplayLogicSpy: TagCollectionDisplayLogic {
    var photoCollection: TagCollection.PhotoCollection.ViewModel?
    var pagination: TagCollection.Pagination.ViewModel?

    func displayPhotoCollection(viewModel: TagCollection.PhotoCollection.ViewModel) {
      photoCollection = viewModel
    }

    func displayPagination(viewModel: TagCollection.Pagination.ViewModel) {
      pagination = viewModel
    }
  }

  private func makeSUT(_ words: Words = .english) -> (TagCollectionPresenter, TagCollectionDisplayLogicSpy) {
    let sut = TagCollectionPresenter(words: words)
    let spy = TagCollectionDisplayLogicSpy()
    sut.viewController = spy
    return (sut, spy)
  }

  private func response(
    page: Int, pageCount: Int, shareable: Bool = false
  ) -> TagCollection.PhotoCollection.Response {
    .init(
      tagName: "storm",
      grid: .init(
        siteTitle: "Coast", totalCount: 5, clipCount: 1,
        photos: [
          PositionedPhoto(
            position: 3, photo: Photo(id: "a1", image: .remote("https://example.com/a1.jpg"), title: "Waves")),
          PositionedPhoto(position: 4, photo: Photo(id: "a2", video: Clip(path: "a2.mp4"))),
        ], images: [:], page: page, pageCount: pageCount, publishing: true, shareable: shareable))
  }

  @Test func onAHostedSiteThePageSharesItsTitleAndFirstPhoto() {
    let (sut, spy) = makeSUT()
    sut.presentPhotoCollection(response: response(page: 2, pageCount: 3))
    #expect(spy.photoCollection?.share == nil, "no baseURL, nothing absolute")
    sut.presentPhotoCollection(response: response(page: 2, pageCount: 3, shareable: true))
    let share = spy.photoCollection?.share
    #expect(share?.title == "Tagged storm — page 2 of 3 – Coast")
    #expect(share?.type == "website")
    #expect(share?.image == .reference(.remote("https://example.com/a1.jpg")))
    #expect(share?.imageAlt == "Waves")
  }

  @Test func theHeadingNamesTheTagAndTheTitleTheGalleryAndThePage() {
    let (sut, spy) = makeSUT()
    sut.presentPhotoCollection(response: response(page: 2, pageCount: 3))
    let viewModel = spy.photoCollection
    #expect(viewModel?.heading == "Tagged storm — page 2 of 3")
    #expect(viewModel?.pageTitle == "Tagged storm — page 2 of 3 – Coast")
    #expect(viewModel?.countText == "4 photos · 1 video")
    #expect(viewModel?.publishing == true)
  }

  @Test func cellsCountPositionsAmongTheTagsPhotos() {
    let (sut, spy) = makeSUT()
    sut.presentPhotoCollection(response: response(page: 1, pageCount: 1))
    #expect(spy.photoCollection?.cells.map(\.photoID) == ["a1", "a2"])
    #expect(spy.photoCollection?.cells.first?.positionText == "Photo 3 of 5")
    #expect(spy.photoCollection?.cells.last?.positionText == "Video 4 of 5")
  }

  @Test func theBreadcrumbLeadsHomeThenToTheTagIndex() {
    let (sut, spy) = makeSUT()
    sut.presentPhotoCollection(response: response(page: 1, pageCount: 1))
    let crumbs = spy.photoCollection?.breadcrumb.crumbs ?? []
    #expect(crumbs.map(\.label) == ["Coast", "Tags", "storm"])
    #expect(crumbs.map(\.albumID) == ["", TagCollection.tagIndexCrumb, nil])
  }

  @Test func paginationIsTheGridsWords() {
    let (sut, spy) = makeSUT()
    sut.presentPagination(response: .init(page: 2, pageCount: 3))
    #expect(spy.pagination?.statusText == "Page 2 of 3")
    #expect(spy.pagination?.previousPage == 1)
    #expect(spy.pagination?.nextPage == 3)
  }
}
