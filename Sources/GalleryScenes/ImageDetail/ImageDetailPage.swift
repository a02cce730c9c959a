import GalleryCore
import GalleryPaths
import GalleryTemplates
import GalleryThemes

/// What the Presenter hands the detail page.
package protocol ImageDetailDisplayLogic: AnyObject {
  func displayImage(viewModel: ImageDetail.Image.ViewModel)
}

/// One photo's page: renders the ViewModel through the theme's `detail` template with its Router's links.
package final class ImageDetailPage: ImageDetailDisplayLogic {
  package static let sceneName = "ImageDetail"
  package static let templateName = Theme.Template.detail

  package var interactor: ImageDetailBusinessLogic?
  package var router: (ImageDetailRoutingLogic & ImageDetailDataPassing)?
  package let theme: Theme
  /// The words its Presenter writes in, passed on to the move page it routes to.
  package let words: Words

  private(set) var image: ImageDetail.Image.ViewModel?

  package init(theme: Theme, siteMap: SiteMap, words: Words = .english) {
    self.theme = theme
    self.words = words
    setup(siteMap: siteMap)
  }

  private func setup(siteMap: SiteMap) {
    let interactor = ImageDetailInteractor()
    let presenter = ImageDetailPresenter(words: words)
    let router = ImageDetailRouter(siteMap: siteMap)
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  package func load() {
    interactor?.fetchImage(request: .init())
  }

  /// The "Change position" button: the route to this photo's edit scene.
  package func editPosition() -> ImageIndexEditPage? {
    router?.routeToImageIndexEdit()
  }

  package func displayImage(viewModel: ImageDetail.Image.ViewModel) {
    image = viewModel
  }

  package var path: String { router?.pagePath ?? "" }

  /// The page's HTML: its template keys through the theme's `detail` template.
  package func render() throws(GalleryError) -> String {
    try theme.render(Self.templateName, try context(), page: path)
  }

  /// The template keys the page hands its theme (the ViewModel mapped, the Router's links in it): the
  /// keys docs/themes.md lists, one by one, which `ThemeGuideTests` compares with these.
  package func context() throws(GalleryError) -> TemplateValue {
    guard let image, let router else {
      throw .badData(path: path, message: "the detail page was rendered before its photo was loaded")
    }
    func neighbour(_ entry: ImageDetail.Image.ViewModel.Neighbour?) -> TemplateValue {
      guard let entry else { return .null }
      return [
        "href": .string(router.linkToImageDetail(photoID: entry.photoID)),
        "label": .string(entry.label),
        "title": .string(entry.title),
        "image": entry.image.map { $0.templateValue(link: router.linkToImage) } ?? .null,
        "thumb": entry.thumb.map { $0.templateValue(link: router.linkToImage) } ?? .null,
      ]
    }
    var context = PageLayout.context(
      scene: Self.sceneName, pageTitle: image.pageTitle, siteTitle: image.galleryTitle, theme: theme,
      linkToAsset: router.linkToAsset, homeHref: router.linkToHome(),
      publishing: image.publishing,
      share: image.share?.templateValue(links: router.absoluteLinks()) ?? .null,
      siteIcon: router.linkToSiteIcon(), words: words, scriptsBefore: [router.linkToViewerWords()])
    context["photoID"] = .string(image.photoID)
    context["title"] = .string(image.title)
    context["description"] = image.description.map(TemplateValue.string) ?? .null
    context["alt"] = .string(image.alt)
    // A theme without a tag index makes no tag pages: then the tags are text.
    let tagPages = theme.hasTemplate(Theme.Template.tags)
    context["tags"] =
      image.tags.isEmpty
      ? .null
      : [
        "label": .string(image.tagsLabel),
        "items": .list(
          image.tags.enumerated().map { index, text in
            let slug = tagPages && index < image.tagSlugs.count ? image.tagSlugs[index] : nil
            return ["text": .string(text), "href": slug.map { .string(router.linkToTag(slug: $0)) } ?? .null]
          }),
      ]
    context["image"] = image.image.templateValue(link: router.linkToImage)
    context["enlarge"] = [
      "href": .string(router.linkToImage(image.enlarge)), "label": .string(image.enlargeLabel),
    ]
    context["place"] =
      image.place.map {
        [
          "heading": .string(image.placeHeading), "map": $0.templateValue(links: router),
          // The whole map, where the theme makes one.
          "mapHref": theme.hasTemplate(Theme.Template.map) ? .string(router.linkToMapPage()) : .null,
          "mapLabel": .string(image.placeMapLabel),
        ]
      } ?? .null
    context["exif"] =
      image.exif.isEmpty
      ? .null
      : [
        "rows": .list(
          image.exif.map {
            [
              "label": .string($0.label), "value": .string($0.value),
              "datetime": $0.datetime.map(TemplateValue.string) ?? .null,
            ]
          })
      ]
    context["download"] =
      image.download.map {
        ["href": .string(router.linkToImage($0)), "label": .string(image.downloadLabel)]
      } ?? .null
    context["downloads"] =
      image.downloads.map { list in
        [
          "heading": .string(list.heading), "note": .string(list.note),
          "items": .list(
            list.items.map {
              [
                "href": .string(router.linkToImage($0.source)), "label": .string($0.label),
                "original": .bool($0.isOriginal),
              ]
            }),
        ]
      } ?? .null
    context["positionText"] = .string(image.positionText)
    context["positionShort"] = .string(image.positionShort)
    context["slideshowSeconds"] = .string(image.slideshowSeconds)
    context["zoom"] =
      image.zoom.map {
        [
          "href": .string(router.linkToImage($0.source)), "width": .string(String($0.width)),
          "height": .string(String($0.height)),
          "tiles": $0.tiles.map { tiles in
            [
              "href": .string(router.linkToImage(tiles.folder)), "size": .string(tiles.tileSize),
              "top": .string(tiles.topLevel), "first": .string(tiles.firstLevel),
              "format": .string(tiles.format),
            ]
          } ?? .null,
        ]
      } ?? .null
    context["learnMore"] =
      image.learnMore.map {
        ["href": .string(router.linkToFile($0)), "label": .string(image.learnMoreLabel)]
      } ?? .null
    context["clip"] = image.clip.map { $0.templateValue(link: router.linkToImage) } ?? .null
    context["kindWord"] = .string(image.kindWord)
    context["hdr"] = image.hdr.map { ["label": .string($0.label), "title": .string($0.title)] } ?? .null
    context["viewer"] = image.viewer.templateValue
    context["previous"] = neighbour(image.previous)
    context["next"] = neighbour(image.next)
    context["breadcrumb"] = image.breadcrumb?.templateValue(link: router.linkToAlbum) ?? .null
    context["back"] = ["href": .string(router.linkBackToGrid()), "label": .string(image.backLabel)]
    context["edit"] =
      image.editLabel.map { ["href": .string(router.linkToImageIndexEdit()), "label": .string($0)] } ?? .null
    return .object(context)
  }
}
