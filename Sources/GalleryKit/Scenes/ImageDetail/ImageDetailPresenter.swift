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
    func neighbour(_ entry: PositionedPhoto?, _ label: String) -> ImageDetail.Image.ViewModel.Neighbour? {
      entry.map { .init(photoID: $0.photo.id, label: label, title: DisplayText.title(of: $0.photo)) }
    }
    let viewModel = ImageDetail.Image.ViewModel(
      photoID: photo.id,
      pageTitle: "\(title) – \(response.galleryTitle)",
      galleryTitle: response.galleryTitle,
      title: title,
      description: DisplayText.nonBlank(photo.description),
      alt: DisplayText.alt(of: photo),
      image: .large(of: photo, images: response.images),
      download: response.images?.original.map(ImageDisplay.Source.site),
      exif: response.images?.exif.map(EXIFText.rows) ?? [],
      downloadLabel: "Download original",
      positionText: DisplayText.position(response.photo.position, of: response.totalCount),
      learnMore: photo.link,
      learnMoreLabel: "Learn more",
      previous: neighbour(response.previous, "Previous"),
      next: neighbour(response.next, "Next"),
      backLabel: "Back to the grid",
      editLabel: "Change position")
    viewController?.displayImage(viewModel: viewModel)
  }
}
