import GalleryCore
import GalleryImages
import GalleryModel
import GalleryTemplates
import GalleryThemes
import GalleryWorkers

/// What the grids of a set of photos drawn from every album share (a tag's, a month's): the
/// photos of one page sliced from the set, the ViewModel the Presenters make from them, and the
/// `collection` template's keys. Each such grid is a scene of its own (its own Request, Interactor,
/// Router and words); this is the part in which they do not differ.
package enum PhotoSetGrid {
  /// One page of the set, as the scene's Interactor hands it over.
  package struct Response: Equatable, Sendable {
    /// The gallery's title.
    package var siteTitle: String
    package var totalCount: Int
    package var clipCount: Int
    /// The photos on this page, with their positions in the set.
    package var photos: [PositionedPhoto]
    package var images: [String: PhotoImages]
    package var page: Int
    package var pageCount: Int
    package var publishing: Bool
    /// Whether pages carry a link preview (a site with a `baseURL`).
    package var shareable = false
  }

  package struct ViewModel: Equatable, Sendable {
    package typealias Cell = ImageCollection.PhotoCollection.ViewModel.Cell
    /// "Tagged storm — page 2 of 3".
    package var heading: String
    /// "Tagged storm — page 2 of 3 – Trip".
    package var pageTitle: String
    package var siteTitle: String
    /// "12 photos · 1 video".
    package var countText: String
    package var cells: [Cell]
    package var publishing: Bool
    /// From the gallery down to this set.
    package var breadcrumb: Breadcrumb
    /// The page's link preview, showing its first photo; nil on a site without a `baseURL`.
    package var share: SharePreview? = nil
  }

  /// Page `page` (clamped) of the photos `ids`, in their order, at the gallery's page size; `clipCount`
  /// of them are clips.
  static func response(
    _ ids: [String], clipCount: Int, page: Int, worker: PhotosWorker
  ) -> Response {
    let pageSize = worker.tree.root.pageSize
    let pageCount = GridPages.count(ids.count, pageSize: pageSize)
    let page = min(max(1, page), pageCount)
    var photos: [PositionedPhoto] = []
    var images: [String: PhotoImages] = [:]
    for index in GridPages.indices(onPage: page, of: ids.count, pageSize: pageSize) {
      guard let photo = worker.tree.photo(ids[index]) else { continue }
      photos.append(PositionedPhoto(position: index + 1, photo: photo))
      images[photo.id] = worker.fetchImages(photoID: photo.id)
    }
    return Response(
      siteTitle: worker.gallery.title, totalCount: ids.count, clipCount: clipCount, photos: photos,
      images: images, page: page, pageCount: pageCount, publishing: worker.options.publish,
      shareable: worker.options.baseURL != nil)
  }

  /// The ViewModel of a page of the set named `title`, its breadcrumb `steps` down to it, then
  /// `current` (default: the title).
  static func viewModel(
    _ response: Response, title: String, steps: [Breadcrumb.Step], current: String? = nil, words: Words
  ) -> ViewModel {
    let heading =
      response.pageCount > 1
      ? words.text(
        .gridPageTitle,
        [
          "title": words.isolated(title), "page": words.number(response.page),
          "count": words.number(response.pageCount),
        ])
      : title
    let pageTitle = words.text(
      .gridAlbumPageTitle, ["title": words.isolated(heading), "album": words.isolated(response.siteTitle)])
    return ViewModel(
      heading: heading,
      pageTitle: pageTitle,
      siteTitle: response.siteTitle,
      countText: ImageCollectionPresenter.countText(
        photos: response.totalCount - response.clipCount, albums: 0, isEmpty: response.totalCount == 0,
        clips: response.clipCount, words: words),
      cells: ImageCollectionPresenter.cells(
        response.photos, images: response.images, of: response.totalCount, words: words),
      publishing: response.publishing,
      breadcrumb: Breadcrumb.make(steps, current: current ?? title, words: words),
      share: share(of: response, title: pageTitle))
  }

  /// A page's link preview (its title, its first photo as the image, as an album's later grid pages
  /// show theirs), so that a shared tag or month says what it is; nil without a `baseURL`.
  static func share(of response: Response, title: String) -> SharePreview? {
    guard response.shareable else { return nil }
    guard let first = response.photos.first?.photo else {
      return SharePreview(title: title, description: nil, type: "website")
    }
    return SharePreview.of(
      first, images: response.images[first.id], title: title, description: nil, type: "website",
      alt: DisplayText.alt(of: first))
  }

  /// The `collection` template's keys (docs/themes.md), an album grid's without sub-albums; `crumbLink`
  /// turns the breadcrumb's targets into links.
  static func context(
    _ grid: ViewModel, pagination: ImageCollection.Pagination.ViewModel, scene: String, theme: Theme,
    words: Words, links: some PhotoSetGridLinks, crumbLink: (String) -> String
  ) -> TemplateValue {
    var context = PageLayout.context(
      scene: scene, pageTitle: grid.pageTitle, siteTitle: grid.siteTitle, theme: theme,
      linkToAsset: links.linkToAsset, homeHref: links.linkToAlbum(AlbumTree.rootID),
      publishing: grid.publishing, share: grid.share?.templateValue(links: links.absoluteLinks()) ?? .null,
      siteIcon: links.linkToSiteIcon(), words: words)
    context["title"] = .string(grid.heading)
    context["heading"] = .string(grid.heading)
    context["description"] = .null
    context["countText"] = .string(grid.countText)
    context["emptyMessage"] = .null
    context.merge(grid.cells.gridKeys(links: links))
    context["breadcrumb"] = grid.breadcrumb.templateValue(link: crumbLink)
    context["albumList"] = .null
    context["pagination"] = pagination.templateValue(link: links.linkToGridPage)
    return .object(context)
  }
}

/// The links a grid of a set of photos makes: its Router's.
package protocol PhotoSetGridLinks: GridCellLinks {
  func linkToGridPage(_ page: Int) -> String
  func linkToAlbum(_ id: String) -> String
  func linkToAsset(_ path: String) -> String
  func linkToSiteIcon() -> (href: String, type: String)?
  /// The page's absolute links for its link preview; nil on a site without a `baseURL`.
  func absoluteLinks() -> AbsoluteLinks?
}
