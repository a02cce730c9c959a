import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryTemplates
import GalleryThemes
import GalleryWorkers

/// What the Presenter hands the timeline.
package protocol TimelineDisplayLogic: AnyObject {
  func displayCalendar(viewModel: Timeline.Calendar.ViewModel)
}

/// `dates/index.html`, and each year's `dates/2024/index.html`, through the theme's `timeline` template. A theme without one has no date pages,
/// so a theme made before them keeps working.
package final class TimelinePage: TimelineDisplayLogic {
  package static let sceneName = "Timeline"
  package static let templateName = Theme.Template.timeline

  package var interactor: TimelineBusinessLogic?
  package var router: (TimelineRoutingLogic & TimelineDataPassing)?
  package let theme: Theme
  let words: Words

  private(set) var calendar: Timeline.Calendar.ViewModel?

  package init(theme: Theme, worker: PhotosWorker, siteMap: SiteMap) {
    self.theme = theme
    self.words = worker.words
    let interactor = TimelineInteractor(worker: worker)
    let presenter = TimelinePresenter(words: worker.words)
    let router = TimelineRouter(siteMap: siteMap)
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  /// The timeline, or with `year` that year's page.
  package func load(year: Int? = nil) {
    interactor?.fetchCalendar(request: .init(year: year))
  }

  package func displayCalendar(viewModel: Timeline.Calendar.ViewModel) {
    calendar = viewModel
  }

  package var path: String { router?.pagePath ?? SiteMap().timelinePage }

  package func render() throws(GalleryError) -> String {
    try theme.render(Self.templateName, try context(), page: path)
  }

  /// The layout's keys, then `heading`, `countText`, `undatedText`, `breadcrumb` and `years` (`id`,
  /// `label`, `href`, `countText`, `months`: `label`, `href`, `countText`, `image`).
  package func context() throws(GalleryError) -> TemplateValue {
    guard let calendar, let router else {
      throw .badData(path: path, message: "the timeline was rendered before it was loaded")
    }
    var context = PageLayout.context(
      scene: Self.sceneName, pageTitle: calendar.pageTitle, siteTitle: calendar.siteTitle, theme: theme,
      linkToAsset: router.linkToAsset, homeHref: router.linkToAlbum(AlbumTree.rootID),
      publishing: calendar.publishing,
      share: calendar.share?.templateValue(links: router.absoluteLinks()) ?? .null,
      siteIcon: router.linkToSiteIcon(), words: words)
    context["heading"] = .string(calendar.heading)
    context["countText"] = .string(calendar.countText)
    context["undatedText"] = calendar.undatedText.map(TemplateValue.string) ?? .null
    // A year's page is headed by its year already: its one year needs no heading of its own.
    context["yearPage"] = .bool(calendar.isYearPage)
    context["breadcrumb"] = calendar.breadcrumb.templateValue { [router] target in
      target == DateCollection.timelineCrumb ? router.linkToTimeline() : router.linkToAlbum(target)
    }
    context["years"] = .list(
      calendar.years.map { year in
        [
          "id": .string("year-\(year.year)"), "label": .string(year.label),
          "href": .string(router.linkToYear(year.year)),
          "countText": .string(year.countText),
          "months": .list(
            year.months.map { month in
              [
                "label": .string(month.label),
                "href": .string(router.linkToMonth(month.month, of: month.year)),
                "countText": .string(month.countText),
                "image": month.image.map { $0.templateValue(link: router.linkToImage) } ?? .null,
              ]
            }),
        ]
      })
    return .object(context)
  }
}
