/// What the Interactor hands over for display.
public protocol ImageIndexEditPresentationLogic: AnyObject {
  func presentIndices(response: ImageIndexEdit.Indices.Response)
  func presentSaveIndex(response: ImageIndexEdit.SaveIndex.Response)
}

/// Formats the position picker: every position with the current one selected (or a number field for
/// large galleries), and the equivalent command line for sites hosted without a server.
public final class ImageIndexEditPresenter: ImageIndexEditPresentationLogic {
  public weak var viewController: ImageIndexEditDisplayLogic?

  public init() {}

  public func presentIndices(response: ImageIndexEdit.Indices.Response) {
    let photo = response.photo.photo
    let title = DisplayText.title(of: photo)
    let current = response.photo.position
    let total = response.totalCount
    let control: ImageIndexEdit.Indices.ViewModel.Control
    if total <= ImageIndexEdit.selectLimit {
      control = .select(
        (1...total).map {
          .init(value: String($0), label: DisplayText.grouped($0), isSelected: $0 == current)
        })
    } else {
      control = .number(min: 1, max: total, value: current)
    }
    let viewModel = ImageIndexEdit.Indices.ViewModel(
      photoID: photo.id,
      pageTitle: "Move \(title) – \(response.galleryTitle)",
      galleryTitle: response.galleryTitle,
      heading: "Move “\(title)”",
      currentText: "Now at position \(DisplayText.grouped(current)) of \(DisplayText.grouped(total)).",
      positionLabel: "New position",
      control: control,
      saveLabel: "Save",
      cancelLabel: "Cancel",
      commandIntro: "Hosting without a server? Run this in the gallery folder instead:",
      command: "gallery move \(photo.id) --to \(current)")
    viewController?.displayIndices(viewModel: viewModel)
  }

  public func presentSaveIndex(response: ImageIndexEdit.SaveIndex.Response) {
    let viewModel: ImageIndexEdit.SaveIndex.ViewModel
    switch response {
    case .moved(let photoID, let from, let to, _):
      viewModel = .init(
        message: "moved '\(photoID)' from \(DisplayText.grouped(from)) to \(DisplayText.grouped(to))",
        changed: true, error: nil)
    case .unchanged(let photoID, let position):
      viewModel = .init(
        message: "'\(photoID)' is already at position \(DisplayText.grouped(position)); nothing to do",
        changed: false, error: nil)
    case .failed(let error):
      viewModel = .init(message: error.description, changed: false, error: error)
    }
    viewController?.displaySaveIndex(viewModel: viewModel)
  }
}
