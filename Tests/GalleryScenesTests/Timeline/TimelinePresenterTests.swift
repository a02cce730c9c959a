import Testing

@testable import GalleryModel
@testable import GalleryScenes
@testable import GalleryThemes

@Suite struct TimelinePresenterTests {
  final class TimelineDisplayLogicSpy: TimelineDisplayLogic {
    var calendar: Timeline.Calendar.ViewModel?
    func displayCalendar(viewModel: Timeline.Calendar.ViewModel) { calendar = viewModel }
  }

  private func present(
    undated: Int, year: Int? = nil, words: Words = .english, shareable: Bool = false
  ) -> Timeline.Calendar.ViewModel? {
    let sut = TimelinePresenter(words: words)
    let spy = TimelineDisplayLogicSpy()
    sut.viewController = spy
    sut.presentCalendar(
      response: .init(
        siteTitle: "Trip", year: year,
        years: [
          .init(
            year: 2023, photoCount: 3, clipCount: 1,
            months: [
              .init(
                month: 6, photoCount: 2, clipCount: 1,
                cover: Photo(
                  id: "june", image: .remote("https://example.com/june.jpg"), title: "June", alt: "A bay"),
                coverImages: nil),
              .init(month: 2, photoCount: 1, clipCount: 0, cover: nil, coverImages: nil),
            ])
        ], undatedCount: undated, publishing: false, shareable: shareable))
    return spy.calendar
  }

  @Test func yearsAndMonthsAreWordedAndCounted() {
    let viewModel = present(undated: 0)
    #expect(viewModel?.heading == "Timeline")
    #expect(viewModel?.countText == "2 photos · 1 video")
    #expect(viewModel?.undatedText == nil)
    #expect(viewModel?.years.first?.label == "2023")
    #expect(viewModel?.years.first?.months.map(\.label) == ["June 2023", "February 2023"])
    #expect(viewModel?.years.first?.months.map(\.countText) == ["1 photo · 1 video", "1 photo"])
  }

  @Test func onAHostedSiteThePageSharesTheNewestMonthsPhotoWithoutItsTexts() {
    #expect(present(undated: 0)?.share == nil, "no baseURL, nothing absolute")
    let share = present(undated: 0, shareable: true)?.share
    #expect(share?.title == "Timeline – Trip")
    #expect(share?.image == .reference(.remote("https://example.com/june.jpg")))
    #expect(share?.imageAlt == nil, "the page shows the photo by its image alone")
  }

  @Test func photosWithoutADateAreSaidToBeLeftOut() {
    #expect(present(undated: 1)?.undatedText == "1 photo without a date is not shown here.")
    #expect(present(undated: 4)?.undatedText == "4 photos without a date are not shown here.")
    let japanese = present(undated: 4, words: Words.shipped(for: try? LanguageTag("ja")))
    #expect(japanese?.years.first?.label == "2023年")
    #expect(japanese?.years.first?.months.first?.label == "2023年6月")
  }

  @Test func aYearsPageIsHeadedByTheYearAndLeadsBackToTheTimeline() {
    let viewModel = present(undated: 4, year: 2023)
    #expect(viewModel?.heading == "2023")
    #expect(viewModel?.isYearPage == true)
    #expect(present(undated: 0)?.isYearPage == false)
    #expect(viewModel?.pageTitle == "2023 – Trip")
    #expect(viewModel?.undatedText == nil, "the photos left out are the timeline's to say")
    #expect(viewModel?.breadcrumb.crumbs.map(\.label) == ["Trip", "Timeline", "2023"])
    #expect(viewModel?.breadcrumb.crumbs.map(\.albumID) == ["", DateCollection.timelineCrumb, nil])
  }
}
