import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryThemes

@Suite struct DateCollectionPresenterTests {
  final class DateCollectionDisplayLogicSpy: DateCollectionDisplayLogic {
    var photoCollection: DateCollection.PhotoCollection.ViewModel?
    var pagination: DateCollection.Pagination.ViewModel?
    func displayPhotoCollection(viewModel: DateCollection.PhotoCollection.ViewModel) {
      photoCollection = viewModel
    }
    func displayPagination(viewModel: DateCollection.Pagination.ViewModel) { pagination = viewModel }
  }

  private func present(month: Int, words: Words = .english) -> DateCollection.PhotoCollection.ViewModel? {
    let sut = DateCollectionPresenter(words: words)
    let spy = DateCollectionDisplayLogicSpy()
    sut.viewController = spy
    sut.presentPhotoCollection(
      response: .init(
        year: 2024, month: month,
        grid: .init(
          siteTitle: "Trip", totalCount: 3, clipCount: 0,
          photos: [PositionedPhoto(position: 1, photo: Photo(id: "a", image: .file("a.jpg"), title: "Dawn"))],
          images: [:], page: 1, pageCount: 1, publishing: false)))
    return spy.photoCollection
  }

  @Test func aMonthsGridNamesTheMonthInTheGallerysLanguage() {
    #expect(present(month: 6)?.heading == "June 2024")
    #expect(present(month: 6)?.pageTitle == "June 2024 – Trip")
    #expect(present(month: 6, words: Words.shipped(for: try? LanguageTag("ko")))?.heading == "2024년 6월")
    #expect(present(month: 6, words: Words.shipped(for: try? LanguageTag("de")))?.heading == "Juni 2024")
    #expect(present(month: 6)?.countText == "3 photos")
    #expect(present(month: 6)?.cells.first?.positionText == "Photo 1 of 3")
  }

  @Test func theBreadcrumbLeadsToTheTimelineAndTheYear() {
    let month = present(month: 6)?.breadcrumb.crumbs ?? []
    #expect(month.map(\.label) == ["Trip", "Timeline", "2024", "June 2024"])
    #expect(month.map(\.albumID) == ["", DateCollection.timelineCrumb, DateCollection.yearCrumb(2024), nil])
  }
}
