/// What the Interactor hands over for display.
public protocol ImageDetailPresentationLogic: AnyObject {
  func presentImage(response: ImageDetail.Image.Response)
}

/// Formats one photo for its page: titles with defaults, "Photo 3 of 12", neighbour labels, and the
/// camera's EXIF the same way on every machine (no locale, no time zone).
public final class ImageDetailPresenter: ImageDetailPresentationLogic {
  public weak var viewController: ImageDetailDisplayLogic?

  public init() {}

  public func presentImage(response: ImageDetail.Image.Response) {
    let photo = response.photo.photo
    let title = DisplayText.title(of: photo)
    func neighbour(
      _ entry: PositionedPhoto?, _ label: String, images: PhotoImages? = nil
    ) -> ImageDetail.Image.ViewModel.Neighbour? {
      guard let entry else { return nil }
      return .init(
        photoID: entry.photo.id, label: label, title: DisplayText.title(of: entry.photo),
        image: images.map { ImageDisplay.large(of: entry.photo, images: $0) })
    }
    let image = ImageDisplay.large(of: photo, images: response.images)
    let original = response.images?.original.map(ImageDisplay.Source.site)
    // In an album, "back" names it: the way back is to that album's grid, not the gallery's.
    let albumTitle = (response.steps?.count ?? 0) > 1 ? response.steps?.last?.title : nil
    var viewModel = ImageDetail.Image.ViewModel(
      photoID: photo.id,
      pageTitle: "\(title) – \(response.galleryTitle)",
      galleryTitle: response.galleryTitle,
      title: title,
      description: DisplayText.nonBlank(photo.description),
      alt: DisplayText.alt(of: photo),
      image: image,
      enlarge: original ?? image.source,
      enlargeLabel: original == nil ? "View full size" : "View the original",
      download: original,
      exif: response.images?.exif.map(EXIFText.rows) ?? [],
      downloadLabel: "Download original",
      positionText: DisplayText.position(response.photo.position, of: response.totalCount),
      learnMore: photo.link,
      learnMoreLabel: "Learn more",
      previous: neighbour(response.previous, "Previous"),
      next: neighbour(response.next, "Next", images: response.nextImages),
      backLabel: albumTitle.map { "Back to \($0)" } ?? "Back to the grid",
      editLabel: response.publishing ? nil : "Change position",
      publishing: response.publishing)
    viewModel.tags = (photo.tags ?? []).compactMap(DisplayText.nonBlank)
    viewModel.breadcrumb = response.steps.map { Breadcrumb.make($0, current: title) }
    if response.shareable {
      viewModel.share = .of(
        photo, images: response.images, title: title, description: DisplayText.nonBlank(photo.description),
        type: "article", alt: DisplayText.alt(of: photo))
    }
    viewController?.displayImage(viewModel: viewModel)
  }
}
