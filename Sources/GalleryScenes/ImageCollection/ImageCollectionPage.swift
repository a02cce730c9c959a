import GalleryCore
import GalleryModel
import GalleryPaths
import GalleryTemplates
import GalleryThemes
import GalleryWorkers

/// What the Presenter hands the grid page.
package protocol ImageCollectionDisplayLogic: AnyObject {
  func displayPhotoCollection(viewModel: ImageCollection.PhotoCollection.ViewModel)
  func displayPagination(viewModel: ImageCollection.Pagination.ViewModel)
}

/// The grid page: the scene's "view controller". It asks its Interactor for one grid page, receives
/// ViewModels, and renders them through the theme's `collection` template with links from its Router.
package final class ImageCollectionPage: ImageCollectionDisplayLogic {
  package static let sceneName = "ImageCollection"
  package static let templateName = Theme.Template.collection

  package var interactor: ImageCollectionBusinessLogic?
  package var router: (ImageCollectionRoutingLogic & ImageCollectionDataPassing)?
  package let theme: Theme
  /// The words its Presenter writes in (the worker's), passed on to the photo pages it routes to.
  package let words: Words

  private(set) var collection: ImageCollection.PhotoCollection.ViewModel?
  private(set) var pagination: ImageCollection.Pagination.ViewModel?

  package init(theme: Theme, worker: PhotosWorker, siteMap: SiteMap) {
    self.theme = theme
    self.words = worker.words
    setup(worker: worker, siteMap: siteMap)
  }

  /// Wires the VIP cycle, as a scene's configurator does in an app.
  private func setup(worker: PhotosWorker, siteMap: SiteMap) {
    let interactor = ImageCollectionInteractor(worker: worker)
    let presenter = ImageCollectionPresenter(words: worker.words)
    let router = ImageCollectionRouter(siteMap: siteMap)
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  /// The page's "viewDidLoad": fetch what grid page `page` shows.
  package func load(page: Int) {
    interactor?.fetchPhotoCollection(request: .init(page: page))
    interactor?.fetchPagination(request: .init(page: page))
  }

  /// The "tap on a cell": select the photo and follow the route to its detail scene.
  package func openPhoto(id: String) -> ImageDetailPage? {
    interactor?.selectPhoto(request: .init(photoID: id))
    return router?.routeToImageDetail()
  }

  package func displayPhotoCollection(viewModel: ImageCollection.PhotoCollection.ViewModel) {
    collection = viewModel
  }

  package func displayPagination(viewModel: ImageCollection.Pagination.ViewModel) {
    pagination = viewModel
  }

  /// An album's grid page instead of the root's (the route a sub-album cell or a breadcrumb follows).
  package func load(page: Int, album: String) {
    interactor?.fetchPhotoCollection(request: .init(page: page, albumID: album))
    interactor?.fetchPagination(request: .init(page: page, albumID: album))
  }

  /// The photos on this page with their positions, in order: the routes the builder follows from here.
  package var routes: [PositionedPhoto] { router?.dataStore?.photosOnPage ?? [] }

  package var path: String { router?.pagePath ?? "index.html" }

  /// The page's HTML, once `load` has delivered its ViewModels.
  package func render() throws(GalleryError) -> String {
    try theme.render(Self.templateName, try context(), page: path)
  }

  /// The template keys the page hands its theme (the ViewModel mapped, the Router's links in it): the
  /// keys docs/themes.md lists, one by one, which `ThemeGuideTests` compares with these.
  package func context() throws(GalleryError) -> TemplateValue {
    guard let collection, let pagination, let router else {
      throw .badData(path: path, message: "the grid page was rendered before it was loaded")
    }
    var context = PageLayout.context(
      scene: Self.sceneName, pageTitle: collection.pageTitle, siteTitle: collection.siteTitle, theme: theme,
      linkToAsset: router.linkToAsset, homeHref: router.linkToAlbum(AlbumTree.rootID),
      publishing: collection.publishing, albumID: collection.albumID,
      share: collection.share?.templateValue(links: router.absoluteLinks()) ?? .null,
      siteIcon: router.linkToSiteIcon(), words: words)
    context["title"] = .string(collection.title)
    context["heading"] = .string(collection.heading ?? collection.pageTitle)
    context["description"] = collection.description.map(TemplateValue.string) ?? .null
    context["countText"] = .string(collection.countText)
    context["emptyMessage"] = collection.emptyMessage.map(TemplateValue.string) ?? .null
    context.merge(collection.cells.gridKeys(links: router))
    context["breadcrumb"] = collection.breadcrumb?.templateValue(link: router.linkToAlbum) ?? .null
    context["albumList"] =
      collection.albumCells.isEmpty && collection.lockedCells.isEmpty
      ? .null
      : [
        "label": .string(words.text(.gridAlbumsLabel)),
        "cells": .list(
          collection.albumCells.map { cell in
            [
              "albumID": .string(cell.albumID),
              "title": .string(cell.title),
              "countText": .string(cell.countText),
              "href": .string(router.linkToAlbum(cell.albumID)),
              "image": cell.image.map { $0.templateValue(link: router.linkToImage) } ?? .null,
              "privateMark": cell.privateMark.map(TemplateValue.string) ?? .null,
            ]
          }),
      ]
    // Locked cells carry no album id: the public site names no private album.
    context["lockedAlbums"] =
      collection.lockedCells.isEmpty
      ? .null
      : .list(
        collection.lockedCells.map { cell in
          [
            "title": .string(cell.title), "note": .string(cell.note),
            "href": .string(router.linkToPrivateAlbum(entryPage: cell.entryPage)),
          ]
        })
    context["pagination"] = pagination.templateValue(link: router.linkToGridPage)
    // The ways in, each only where the theme has the page it leads to (a theme without a tag index or
    // a timeline makes no tag or date pages; one without a search page has no search page).
    func way(_ label: String?, template: String, href: () -> String) -> TemplateValue {
      guard let label, theme.hasTemplate(template) else { return .null }
      return ["href": .string(href()), "label": .string(label)]
    }
    context["tagIndex"] = way(
      collection.tagIndexLabel, template: Theme.Template.tags, href: router.linkToTagIndex)
    context["timeline"] = way(
      collection.timelineLabel, template: Theme.Template.timeline, href: router.linkToTimeline)
    context["search"] = way(
      collection.searchLabel, template: Theme.Template.search, href: router.linkToSearchPage)
    context["placeMap"] = way(collection.mapLabel, template: Theme.Template.map, href: router.linkToMapPage)
    context["archives"] =
      collection.archives.isEmpty
      ? .null
      : [
        "items": .list(
          collection.archives.map {
            [
              "href": .string(router.linkToImage(.site($0.sitePath))), "label": .string($0.label),
              "fileName": .string($0.fileName),
            ]
          })
      ]
    return .object(context)
  }
}
