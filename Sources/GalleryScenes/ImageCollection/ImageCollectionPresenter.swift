import GalleryCore
import GalleryImages
import GalleryModel
import GalleryThemes

/// What the Interactor hands over for display.
package protocol ImageCollectionPresentationLogic: AnyObject {
  func presentPhotoCollection(response: ImageCollection.PhotoCollection.Response)
  func presentPagination(response: ImageCollection.Pagination.Response)
}

/// Turns grid data into display-ready text: counts, titles, alt text, page labels.
package final class ImageCollectionPresenter: ImageCollectionPresentationLogic {
  package weak var viewController: ImageCollectionDisplayLogic?
  /// Every word the grid says, from the gallery's language catalogue.
  let words: Words

  package init(words: Words) {
    self.words = words
  }

  package func presentPhotoCollection(response: ImageCollection.PhotoCollection.Response) {
    let cells = Self.cells(response.photos, images: response.images, of: response.totalCount, words: words)
    let album = response.album
    let albumCount = album?.albumCount ?? 0
    let isEmpty = response.totalCount == 0 && albumCount == 0
    var pageTitle =
      response.pageCount > 1
      ? words.text(
        .gridPageTitle,
        [
          "title": words.isolated(response.galleryTitle), "page": words.number(response.page),
          "count": words.number(response.pageCount),
        ])
      : response.galleryTitle
    // An album's pages name the gallery too, as photo pages do ("Kyoto – Trip").
    let isAlbumGrid = album.map { !$0.id.isEmpty } ?? false
    let heading = pageTitle
    if let album, isAlbumGrid {
      // The heading, already a sentence when paged, is isolated whole within the title.
      pageTitle = words.text(
        .gridAlbumPageTitle, ["title": words.isolated(pageTitle), "album": words.isolated(album.siteTitle)])
    }
    var viewModel = ImageCollection.PhotoCollection.ViewModel(
      title: response.galleryTitle,
      pageTitle: pageTitle,
      description: DisplayText.nonBlank(response.galleryDescription),
      countText: Self.countText(
        photos: response.totalCount - response.clipCount, albums: albumCount, isEmpty: isEmpty,
        clips: response.clipCount, words: words),
      emptyMessage: isEmpty ? words.text(isAlbumGrid ? .gridEmptyAlbum : .gridEmptyGallery) : nil,
      cells: cells, publishing: response.publishing)
    viewModel.tagIndexLabel = response.offersTags ? words.text(.tagsBrowse) : nil
    viewModel.timelineLabel = response.offersTimeline ? words.text(.datesBrowse) : nil
    viewModel.searchLabel = response.offersSearch ? words.text(.searchLabel) : nil
    viewModel.mapLabel = response.offersMap ? words.text(.mapBrowse) : nil
    viewModel.archives = response.archives.map { archive in
      let size = ByteSizeText.of(archive.byteCount, words: words)
      let whole = archive.partCount == 1
      return .init(
        sitePath: archive.sitePath,
        label: whole
          ? words.text(.gridArchive, ["size": size])
          : words.text(
            .gridArchivePart,
            ["part": words.number(archive.part), "count": words.number(archive.partCount), "size": size]),
        fileName: response.galleryTitle + (whole ? "" : " \(archive.part)") + ".zip")
    }
    if let share = response.share {
      let description = DisplayText.nonBlank(response.galleryDescription)
      viewModel.share =
        share.photo.map {
          SharePreview.of(
            $0, images: share.images, title: words.isolated(pageTitle), description: description,
            type: "website",
            alt: DisplayText.alt(of: $0))
        } ?? SharePreview(title: words.isolated(pageTitle), description: description, type: "website")
    }
    if let album {
      viewModel.albumID = album.id
      viewModel.heading = isAlbumGrid ? heading : nil
      viewModel.siteTitle = isAlbumGrid ? album.siteTitle : nil
      viewModel.breadcrumb = isAlbumGrid ? Breadcrumb.make(album.steps, words: words) : nil
      viewModel.albumCells = album.subAlbums.map { sub in
        .init(
          albumID: sub.id, title: sub.title,
          countText: sub.photoCount == 0
            ? words.text(.gridNoPhotosYet)
            : Self.countText(
              photos: sub.photoCount - sub.clipCount, albums: 0, isEmpty: false, clips: sub.clipCount,
              words: words),
          image: sub.cover.map { ImageDisplay.thumbnail(of: $0, images: sub.coverImages) },
          privateMark: sub.isPrivate ? words.text(.gridPrivateMark) : nil)
      }
      viewModel.lockedCells = album.lockedAlbums.map { lock in
        .init(
          title: lock.title ?? words.text(.gridPrivateAlbum), note: words.text(.gridPrivateNote),
          entryPage: lock.entryPage)
      }
    }
    viewController?.displayPhotoCollection(viewModel: viewModel)
  }

  package func presentPagination(response: ImageCollection.Pagination.Response) {
    viewController?.displayPagination(
      viewModel: Self.pagination(page: response.page, of: response.pageCount, words: words))
  }

  /// A grid page's cells: titles, alt texts, positions among `totalCount`, clip marks and the masonry's
  /// column starts. Every grid (an album's, a tag's) shows its photos this way.
  static func cells(
    _ photos: [PositionedPhoto], images: [String: PhotoImages], of totalCount: Int, words: Words
  ) -> [ImageCollection.PhotoCollection.ViewModel.Cell] {
    var cells = photos.map { entry in
      let title = DisplayText.title(of: entry.photo)
      let alt = DisplayText.alt(of: entry.photo)
      return ImageCollection.PhotoCollection.ViewModel.Cell(
        photoID: entry.photo.id,
        title: title,
        alt: alt == title ? "" : alt,
        image: .thumbnail(of: entry.photo, images: images[entry.photo.id]),
        positionText: DisplayText.position(
          entry.position, of: totalCount, isClip: entry.photo.video != nil, words: words),
        clip: ClipDisplay.of(entry.photo, images: images[entry.photo.id], words: words))
    }
    // From the images' pixels, not the page's rounded text of them.
    let ratios = photos.map { ImageDisplay.ratio(of: images[$0.photo.id]) }
    for (index, starts) in ImageCollectionColumns.starts(ratios: ratios).enumerated() {
      cells[index].columnStarts = starts
    }
    return cells
  }

  /// The page links of page `page` of a grid of `pageCount` pages (see `visiblePages`).
  static func pagination(page: Int, of pageCount: Int, words: Words) -> ImageCollection.Pagination.ViewModel {
    typealias Item = ImageCollection.Pagination.ViewModel.Item
    var items: [Item] = []
    for number in visiblePages(current: page, count: pageCount) {
      if let last = items.last?.page, number > last + 1 {
        items.append(Item(page: nil, label: words.text(.pagesGap), isCurrent: false))
      }
      items.append(Item(page: number, label: words.number(number), isCurrent: number == page))
    }
    return ImageCollection.Pagination.ViewModel(
      label: pageCount > 1 ? words.text(.pagesLabel) : nil,
      statusText: words.text(.pagesStatus, ["page": words.number(page), "count": words.number(pageCount)]),
      previousPage: page > 1 ? page - 1 : nil,
      nextPage: page < pageCount ? page + 1 : nil,
      previousLabel: words.text(.navPrevious),
      nextLabel: words.text(.navNext),
      items: items)
  }

  /// "12 photos"; with sub-albums "3 albums · 12 photos" (its own photos: each album's cell counts
  /// its own); with clips "12 photos · 3 videos" (a grid of clips alone "3 videos": a clip counted as
  /// a photo would promise pictures); "No photos yet" for an empty grid.
  static func countText(photos: Int, albums: Int, isEmpty: Bool, clips: Int = 0, words: Words) -> String {
    guard !isEmpty else { return words.text(.gridNoPhotosYet) }
    var parts: [String] = []
    if albums > 0 { parts.append(words.count(.gridAlbums, albums)) }
    if photos > 0 || (albums == 0 && clips == 0) { parts.append(words.count(.gridPhotos, photos)) }
    if clips > 0 { parts.append(words.count(.gridVideos, clips)) }
    return parts.joined(separator: words.text(.gridCountSeparator))
  }

  /// Page numbers worth a link: all of them for short galleries; otherwise the first, the last and two on
  /// each side of the current one. Listing every page on every page would grow as n² (834 grid pages of a
  /// 10,000-photo gallery would carry 700,000 links); rel="next" still reaches every page.
  static func visiblePages(current: Int, count: Int) -> [Int] {
    guard count > 7 else { return Array(1...max(1, count)) }
    let window = max(1, current - 2)...min(count, current + 2)
    return Array(Set([1, count] + Array(window))).sorted()
  }
}
