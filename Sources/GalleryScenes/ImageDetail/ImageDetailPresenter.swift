import GalleryImages
import GalleryModel
import GalleryThemes

/// What the Interactor hands over for display.
package protocol ImageDetailPresentationLogic: AnyObject {
  func presentImage(response: ImageDetail.Image.Response)
}

/// Formats one photo for its page: titles with defaults, "Photo 3 of 12", neighbour labels, and the
/// camera's EXIF the same way on every machine (no locale, no time zone).
package final class ImageDetailPresenter: ImageDetailPresentationLogic {
  package weak var viewController: ImageDetailDisplayLogic?
  /// Every word the page says, from the gallery's language catalogue.
  let words: Words

  package init(words: Words) {
    self.words = words
  }

  package func presentImage(response: ImageDetail.Image.Response) {
    let photo = response.photo.photo
    let title = DisplayText.title(of: photo)
    func neighbour(
      _ entry: PositionedPhoto?, _ label: String, images: PhotoImages?, fetchAhead: Bool
    ) -> ImageDetail.Image.ViewModel.Neighbour? {
      guard let entry else { return nil }
      // The title whole: a theme that wants it shorter clips it in CSS, where the space is known.
      return .init(
        photoID: entry.photo.id, label: label, title: DisplayText.title(of: entry.photo),
        image: fetchAhead ? images.map { ImageDisplay.large(of: entry.photo, images: $0) } : nil,
        thumb: .thumbnail(of: entry.photo, images: images))
    }
    let image = ImageDisplay.large(of: photo, images: response.images)
    let original = response.images?.original.map(ImageDisplay.Source.site)
    // In an album, "back" names it: the way back is to that album's grid, not the gallery's.
    let albumTitle = (response.steps?.count ?? 0) > 1 ? response.steps?.last?.title : nil
    var viewModel = ImageDetail.Image.ViewModel(
      photoID: photo.id,
      pageTitle: words.text(
        .detailPageTitle, ["title": words.isolated(title), "gallery": words.isolated(response.galleryTitle)]),
      galleryTitle: response.galleryTitle,
      title: title,
      description: DisplayText.lines(photo.description),
      alt: DisplayText.alt(of: photo),
      image: image,
      enlarge: original ?? image.source,
      enlargeLabel: words.text(original == nil ? .detailViewFullSize : .detailViewOriginal),
      download: original,
      exif: response.images?.exif.map { EXIFText.rows($0, words: words) } ?? [],
      downloadLabel: words.text(.detailDownloadOriginal),
      positionText: DisplayText.position(
        response.photo.position, of: response.totalCount, isClip: photo.video != nil, words: words),
      learnMore: photo.link,
      learnMoreLabel: words.text(.detailLearnMore),
      previous: neighbour(
        response.previous, words.text(.navPrevious), images: response.previousImages, fetchAhead: false),
      next: neighbour(response.next, words.text(.navNext), images: response.nextImages, fetchAhead: true),
      backLabel: albumTitle.map { words.text(.detailBackToAlbum, ["album": words.isolated($0)]) }
        ?? words.text(.detailBackToGrid),
      editLabel: response.publishing ? nil : words.text(.detailChangePosition),
      publishing: response.publishing)
    viewModel.positionShort = DisplayText.shortPosition(
      response.photo.position, of: response.totalCount, words: words)
    viewModel.tagsLabel = words.text(.detailTags)
    viewModel.kindWord = words.text(.detailKindPhoto)
    if response.images?.hdr == .kept, photo.video == nil {
      viewModel.hdr = .init(label: words.text(.detailHDR), title: words.text(.detailHDRTitle))
    }
    viewModel.slideshowSeconds = String(response.slideshowSeconds)
    viewModel.zoom = response.zoom.map { zoom in
      .init(
        source: .site(zoom.sitePath), width: zoom.width, height: zoom.height,
        tiles: zoom.tiles.map {
          .init(
            folder: .site($0.sitePath), tileSize: String($0.tileSize), topLevel: String($0.topLevel),
            firstLevel: String($0.firstLevel), format: $0.fileExtension)
        })
    }
    viewModel.downloads = downloadList(response)
    let tags = (photo.tags ?? []).filter { DisplayText.nonBlank($0) != nil }
    viewModel.tags = tags.compactMap(DisplayText.nonBlank)
    viewModel.tagSlugs = tags.map { response.tagSlugs[$0] }
    viewModel.placeHeading = words.text(.mapPlace)
    viewModel.placeMapLabel = words.text(.mapBrowse)
    viewModel.place = response.place.map {
      MapBox.make(
        settings: response.mapSettings, point: ($0.latitude, $0.longitude), label: words.text(.mapPhotoLabel),
        words: words)
    }
    if let clip = ClipDisplay.of(photo, images: response.images, words: words) {
      viewModel.clip = clip
      viewModel.kindWord = words.text(.detailKindVideo)
      // A clip's length is its first fact; a poster frame has no camera of its own to tell.
      viewModel.exif.insert(
        .init(label: words.text(.clipDuration), value: clip.durationText, datetime: clip.duration), at: 0)
    }
    viewModel.viewer = .of(words, kind: viewModel.kindWord)
    // The trail ends at the album: the photo's title is the heading just below it.
    viewModel.breadcrumb = response.steps.map { Breadcrumb.leading(to: $0, words: words) }
    if response.shareable {
      // A preview shows the title beside the site's name and the platform's words: isolated there.
      viewModel.share = .of(
        photo, images: response.images, title: words.isolated(title),
        description: DisplayText.nonBlank(photo.description),
        type: "article", alt: DisplayText.alt(of: photo))
    }
    viewController?.displayImage(viewModel: viewModel)
  }
}
