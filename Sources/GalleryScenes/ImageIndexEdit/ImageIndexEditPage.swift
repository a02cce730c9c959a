import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryTemplates
import GalleryThemes

/// What the Presenter hands the edit page: the positions to offer. A save's outcome goes to the
/// caller's own display (`ImageIndexEditSaveDisplayLogic`), never to a page.
package protocol ImageIndexEditDisplayLogic: AnyObject {
  func displayIndices(viewModel: ImageIndexEdit.Indices.ViewModel)
}

/// One photo's "move to position" page: a form rendered through the theme's `edit` template.
package final class ImageIndexEditPage: ImageIndexEditDisplayLogic {
  package static let sceneName = "ImageIndexEdit"
  package static let templateName = Theme.Template.edit

  package var interactor: ImageIndexEditBusinessLogic?
  package var router: (ImageIndexEditRoutingLogic & ImageIndexEditDataPassing)?
  package let theme: Theme
  /// The words its Presenter writes in: the detail page's.
  package let words: Words

  private(set) var indices: ImageIndexEdit.Indices.ViewModel?

  package init(theme: Theme, siteMap: SiteMap, words: Words) {
    self.theme = theme
    self.words = words
    setup(siteMap: siteMap)
  }

  private func setup(siteMap: SiteMap) {
    let interactor = ImageIndexEditInteractor()
    let presenter = ImageIndexEditPresenter(words: words)
    let router = ImageIndexEditRouter(siteMap: siteMap)
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  package func load() {
    interactor?.fetchIndices(request: .init())
  }

  /// A `<select>`'s keys: `options`, each `{ value, label, selected }`.
  private static func selectContext(_ options: [ImageIndexEdit.Indices.ViewModel.Option]) -> TemplateValue {
    [
      "options": .list(
        options.map {
          ["value": .string($0.value), "label": .string($0.label), "selected": .bool($0.isSelected)]
        })
    ]
  }

  /// The album choice's keys: `label`, `hint`, and `select` (`options`) or `text` (`value`).
  private static func albumContext(_ album: ImageIndexEdit.Indices.ViewModel.AlbumControl) -> TemplateValue {
    var value: TemplateObject = ["label": .string(album.label), "hint": .string(album.hint)]
    switch album.control {
    case .select(let options):
      value["select"] = selectContext(options)
      value["text"] = .null
    case .text(let current):
      value["select"] = .null
      value["text"] = ["value": .string(current)]
    }
    return .object(value)
  }

  /// The preview's keys: `previous`, `photo`, `next` (each `kind`, `label`, `title`, `thumb`), `summary`,
  /// `position`, `count`, `pageSize`, `gridFirst`, `gridPattern`, `placeholder` and `words` (each
  /// sentence a script needs).
  private static func previewContext(
    _ preview: ImageIndexEdit.Indices.ViewModel.Preview, router: some ImageIndexEditRoutingLogic
  ) -> TemplateValue {
    func slot(_ slot: ImageIndexEdit.Indices.ViewModel.Preview.Slot, kind: String) -> TemplateValue {
      [
        "kind": .string(kind), "label": .string(slot.label),
        "title": slot.title.map(TemplateValue.string) ?? .null,
        "thumb": slot.thumb.map { $0.templateValue(link: router.linkToImage) } ?? .null,
      ]
    }
    let words = preview.words
    let grid = router.linkToGridPages()
    return [
      "previous": slot(preview.previous, kind: "prev"), "photo": slot(preview.photo, kind: "self"),
      "next": slot(preview.next, kind: "next"),
      "summary": .string(preview.summary), "position": .int(preview.position), "count": .int(preview.count),
      "pageSize": .int(preview.pageSize), "gridFirst": .string(grid.first),
      "gridPattern": .string(grid.pattern),
      "placeholder": .string(SiteMap.pageNumberPlaceholder),
      "words": [
        "where": .string(words.where), "after": .string(words.after), "before": .string(words.before),
        "first": .string(words.first),
        "last": .string(words.last), "between": .string(words.between), "atStart": .string(words.atStart),
        "atEnd": .string(words.atEnd), "alone": .string(words.alone), "quoted": .string(words.quoted),
        "unknown": .string(words.unknown), "otherAlbum": .string(words.otherAlbum),
        "thisPhoto": .string(words.thisPhoto),
      ],
    ]
  }

  package func displayIndices(viewModel: ImageIndexEdit.Indices.ViewModel) {
    indices = viewModel
  }

  package var path: String { router?.pagePath ?? "" }

  /// The page's HTML: its template keys through the theme's `edit` template.
  package func render() throws(GalleryError) -> String {
    try theme.render(Self.templateName, try context(), page: path)
  }

  /// The template keys the page hands its theme (the ViewModel mapped, the Router's links in it): the
  /// keys docs/themes.md lists, one by one, which `ThemeGuideTests` compares with these.
  package func context() throws(GalleryError) -> TemplateValue {
    guard let indices, let router else {
      throw .badData(path: path, message: "the edit page was rendered before its photo was loaded")
    }
    var context = PageLayout.context(
      scene: Self.sceneName, pageTitle: indices.pageTitle, siteTitle: indices.galleryTitle, theme: theme,
      linkToAsset: router.linkToAsset, homeHref: router.linkToHome(), siteIcon: router.linkToSiteIcon(),
      words: words, scriptsBefore: [router.linkToViewerWords()])
    context["photoID"] = .string(indices.photoID)
    context["heading"] = .string(indices.heading)
    context["currentText"] = .string(indices.currentText)
    context["positionLabel"] = .string(indices.positionLabel)
    switch indices.control {
    case .select(let options):
      context["select"] = Self.selectContext(options)
      context["number"] = .null
    case .number(let min, let max, let value):
      context["select"] = .null
      context["number"] = ["min": .int(min), "max": .int(max), "value": .int(value)]
    }
    context["action"] = .string(router.formAction())
    context["save"] = .string(indices.saveLabel)
    context["cancel"] = ["href": .string(router.linkToImageDetail()), "label": .string(indices.cancelLabel)]
    context["commandIntro"] = .string(indices.commandIntro)
    context["command"] = .string(indices.command)
    context["commandPlaceholder"] = .string(indices.commandPlaceholder)
    context["canSave"] = .bool(indices.canSave)
    context["saveNote"] = .string(indices.saveNote)
    context["album"] = indices.album.map(Self.albumContext) ?? .null
    context["preview"] = indices.preview.map { Self.previewContext($0, router: router) } ?? .null
    return .object(context)
  }
}
