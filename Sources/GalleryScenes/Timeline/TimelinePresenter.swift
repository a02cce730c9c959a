import GalleryThemes

/// What the timeline's Interactor hands over for display.
package protocol TimelinePresentationLogic: AnyObject {
  func presentCalendar(response: Timeline.Calendar.Response)
}

/// Words the timeline: years and months in the gallery's language and calendar words, counts as a grid
/// counts, and the photos left out.
package final class TimelinePresenter: TimelinePresentationLogic {
  package weak var viewController: TimelineDisplayLogic?
  let words: Words

  package init(words: Words) {
    self.words = words
  }

  package func presentCalendar(response: Timeline.Calendar.Response) {
    func count(_ photos: Int, clips: Int) -> String {
      ImageCollectionPresenter.countText(
        photos: photos - clips, albums: 0, isEmpty: photos == 0, clips: clips, words: words)
    }
    let timeline = words.text(.datesTitle)
    let heading = response.year.map(words.year) ?? timeline
    let pageTitle = words.text(
      .gridAlbumPageTitle, ["title": words.isolated(heading), "album": words.isolated(response.siteTitle)])
    let dated = response.years.reduce(0) { $0 + $1.photoCount }
    let clips = response.years.reduce(0) { $0 + $1.clipCount }
    var viewModel = Timeline.Calendar.ViewModel(
      heading: heading,
      pageTitle: pageTitle,
      siteTitle: response.siteTitle,
      countText: count(dated, clips: clips),
      undatedText: response.undatedCount == 0 || response.year != nil
        ? nil : words.count(.datesUndated, response.undatedCount),
      years: response.years.map { year in
        .init(
          year: year.year, label: words.year(year.year),
          countText: count(year.photoCount, clips: year.clipCount),
          months: year.months.map { month in
            .init(
              year: year.year, month: month.month, label: words.monthOfYear(month.month, year.year),
              countText: count(month.photoCount, clips: month.clipCount),
              image: month.cover.map { ImageDisplay.thumbnail(of: $0, images: month.coverImages) })
          })
      },
      publishing: response.publishing,
      breadcrumb: Breadcrumb.make(
        [.init(albumID: "", title: response.siteTitle)]
          + (response.year == nil ? [] : [.init(albumID: DateCollection.timelineCrumb, title: timeline)]),
        current: heading, words: words))
    viewModel.isYearPage = response.year != nil
    viewModel.share = Self.share(of: response, title: pageTitle)
    viewController?.displayCalendar(viewModel: viewModel)
  }

  /// The link preview: the page's title and its newest month's first photo, without that photo's alt
  /// text (the page shows the photo by its image alone, so an edit of its texts renders it again only
  /// in its month's grid, and the preview must not depend on them); nil without a `baseURL`.
  static func share(of response: Timeline.Calendar.Response, title: String) -> SharePreview? {
    guard response.shareable else { return nil }
    let newest = response.years.lazy.flatMap(\.months).first { $0.cover != nil }
    guard let newest, let cover = newest.cover else {
      return SharePreview(title: title, description: nil, type: "website")
    }
    return SharePreview.of(
      cover, images: newest.coverImages, title: title, description: nil, type: "website", alt: nil)
  }
}
