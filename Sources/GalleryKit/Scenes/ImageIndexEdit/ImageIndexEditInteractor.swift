/// What the edit page can ask for.
public protocol ImageIndexEditBusinessLogic: AnyObject {
  func fetchIndices(request: ImageIndexEdit.Indices.Request)
}

/// What the edit scene receives from the detail scene.
public protocol ImageIndexEditDataStore: AnyObject {
  var gallery: Gallery? { get set }
  var photoID: String? { get set }
}

/// Works out the positions a photo can take.
public final class ImageIndexEditInteractor: ImageIndexEditBusinessLogic, ImageIndexEditDataStore {
  public var presenter: ImageIndexEditPresentationLogic?
  public var gallery: Gallery?
  public var photoID: String?

  public init() {}

  public func fetchIndices(request: ImageIndexEdit.Indices.Request) {
    guard let gallery, let photoID, let index = gallery.index(ofPhoto: photoID) else { return }
    presenter?.presentIndices(
      response: .init(
        galleryTitle: gallery.title,
        photo: PositionedPhoto(position: index + 1, photo: gallery.photos[index]),
        totalCount: gallery.photos.count))
  }
}
