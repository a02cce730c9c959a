import Foundation

/// What the edit page can ask for.
public protocol ImageIndexEditBusinessLogic: AnyObject {
  func fetchIndices(request: ImageIndexEdit.Indices.Request)
  func saveIndex(request: ImageIndexEdit.SaveIndex.Request)
}

/// What the edit scene receives from the detail scene.
public protocol ImageIndexEditDataStore: AnyObject {
  var gallery: Gallery? { get set }
  var photoID: String? { get set }
  var options: SiteOptions { get set }
}

/// Works out the positions a photo can take, and moves it to a new one.
///
/// The new order is handed back in the DataStore (`gallery`), not written: a caller that saves it
/// (`gallery move`, the served form) first checks that the new site builds, so the manifest on disk
/// never holds an order whose site fails.
public final class ImageIndexEditInteractor: ImageIndexEditBusinessLogic, ImageIndexEditDataStore {
  public var presenter: ImageIndexEditPresentationLogic?
  /// The gallery after the last SaveIndex that moved a photo (before: the gallery as read).
  public var gallery: Gallery?
  public var photoID: String?
  public var options = SiteOptions()

  public init(worker: PhotosWorker? = nil) {
    self.gallery = worker?.fetchGallery()
  }

  public func fetchIndices(request: ImageIndexEdit.Indices.Request) {
    guard let gallery, let photoID, let index = gallery.index(ofPhoto: photoID) else { return }
    presenter?.presentIndices(
      response: .init(
        galleryTitle: gallery.title,
        photo: PositionedPhoto(position: index + 1, photo: gallery.photos[index]),
        totalCount: gallery.photos.count, options: options))
  }

  /// Validates the request and moves the photo (remove at the old position, insert at the new one),
  /// keeping the new order in the DataStore. Nothing changes when the photo is already where it is
  /// asked to go, or when the request is wrong.
  public func saveIndex(request: ImageIndexEdit.SaveIndex.Request) {
    guard let gallery else {
      presenter?.presentSaveIndex(
        response: .failed(.internalError("the edit scene has no gallery to reorder")))
      return
    }
    let response: ImageIndexEdit.SaveIndex.Response
    do {
      let (from, to) = try positions(for: request, in: gallery)
      let photo = gallery.photos[from - 1]
      if from == to {
        response = .unchanged(photoID: photo.id, position: from)
      } else {
        // One assignment of the new order: the gallery's id index is rebuilt once, not per step.
        var photos = gallery.photos
        let moved = photos.remove(at: from - 1)
        photos.insert(moved, at: to - 1)
        var reordered = gallery
        reordered.photos = photos
        self.gallery = reordered
        self.photoID = moved.id
        response = .moved(photoID: moved.id, from: from, to: to, count: reordered.photos.count)
      }
    } catch {
      response = .failed(error)
    }
    presenter?.presentSaveIndex(response: response)
  }

  /// The 1-based positions to move from and to, or the error a person needs to fix the request.
  func positions(
    for request: ImageIndexEdit.SaveIndex.Request, in gallery: Gallery
  ) throws(GalleryError) -> (
    Int, Int
  ) {
    let count = gallery.photos.count
    let from: Int
    switch (request.photoID, request.fromPosition) {
    case (.some, .some):
      throw .usage("give either PHOTO_ID or --from POSITION, not both")
    case (nil, nil):
      throw .usage("which photo? give its PHOTO_ID or --from POSITION")
    case (.some(let id), nil):
      guard let index = gallery.index(ofPhoto: id) else {
        throw .unknownPhoto(id: id, closest: Suggestions.closest(to: id, in: gallery.photos.map(\.id)))
      }
      from = index + 1
    case (nil, .some(let text)):
      from = try position(text, flag: "--from", count: count)
    }
    guard let toText = request.toPosition else {
      throw .usage("--to POSITION is missing: where should the photo go (1 to \(count))?")
    }
    return (from, try position(toText, flag: "--to", count: count))
  }

  private func position(_ text: String, flag: String, count: Int) throws(GalleryError) -> Int {
    guard let value = Int(TextChecks.trimmed(text)) else {
      throw .usage(
        "\(flag) '\(Quoted.text(text))' is not a whole number; positions count from 1, as on the pages")
    }
    guard value >= 1 else {
      throw .usage("\(flag) \(value) is not a position; positions count from 1, as on the pages")
    }
    guard value <= count else {
      throw .positionOutOfRange(flag: flag, value: value, count: count)
    }
    return value
  }
}
