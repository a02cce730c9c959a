/// What the grid page can ask for.
public protocol ImageCollectionBusinessLogic: AnyObject {
  func fetchPhotoCollection(request: ImageCollection.PhotoCollection.Request)
  func fetchPhotoCollectionPage(request: ImageCollection.PhotoCollectionPage.Request)
  func selectPhoto(request: ImageCollection.PhotoSelection.Request)
}

/// What the grid scene keeps for the scenes it routes to.
public protocol ImageCollectionDataStore: AnyObject {
  var gallery: Gallery? { get }
  /// The 1-based grid page this scene shows.
  var page: Int { get }
  /// The photo chosen with `selectPhoto`, passed on to the detail scene.
  var selectedPhoto: PositionedPhoto? { get }
  /// The photos the page shows, with their positions in the gallery: the routes it offers.
  var photosOnPage: [PositionedPhoto] { get }
  /// The selected photo's images, passed on with it.
  var selectedImages: PhotoImages? { get }
  /// The images of the photo after the selected one (its page prefetches them).
  var selectedNextImages: PhotoImages? { get }
  /// How the site is built.
  var options: SiteOptions { get }
}

/// Slices the gallery into grid pages and remembers which photo was selected.
public final class ImageCollectionInteractor: ImageCollectionBusinessLogic, ImageCollectionDataStore {
  public var presenter: ImageCollectionPresentationLogic?
  let worker: PhotosWorker

  public private(set) var gallery: Gallery?
  public private(set) var page = 1
  public private(set) var selectedPhoto: PositionedPhoto?
  public private(set) var photosOnPage: [PositionedPhoto] = []
  public var selectedImages: PhotoImages? {
    selectedPhoto.flatMap { worker.fetchImages(photoID: $0.photo.id) }
  }
  public var selectedNextImages: PhotoImages? {
    guard let selectedPhoto, let gallery, selectedPhoto.position < gallery.photos.count else { return nil }
    return worker.fetchImages(photoID: gallery.photos[selectedPhoto.position].id)
  }
  public var options: SiteOptions { worker.options }

  public init(worker: PhotosWorker) {
    self.worker = worker
  }

  public func fetchPhotoCollection(request: ImageCollection.PhotoCollection.Request) {
    let gallery = loadGallery()
    page = clampedPage(request.page, in: gallery)
    let photos = gallery.photoIndices(onGridPage: page).map {
      PositionedPhoto(position: $0 + 1, photo: gallery.photos[$0])
    }
    photosOnPage = photos
    var images: [String: PhotoImages] = [:]
    for entry in photos { images[entry.photo.id] = worker.fetchImages(photoID: entry.photo.id) }
    presenter?.presentPhotoCollection(
      response: .init(
        galleryTitle: gallery.title, galleryDescription: gallery.description,
        totalCount: gallery.photos.count, photos: photos, images: images, page: page,
        pageCount: gallery.gridPageCount, publishing: worker.options.publish))
  }

  public func fetchPhotoCollectionPage(request: ImageCollection.PhotoCollectionPage.Request) {
    let gallery = loadGallery()
    page = clampedPage(request.page, in: gallery)
    presenter?.presentPhotoCollectionPage(response: .init(page: page, pageCount: gallery.gridPageCount))
  }

  /// Keeps the choice for the Router; a photo that is not in the gallery selects nothing.
  public func selectPhoto(request: ImageCollection.PhotoSelection.Request) {
    let gallery = loadGallery()
    selectedPhoto = gallery.index(ofPhoto: request.photoID).map {
      PositionedPhoto(position: $0 + 1, photo: gallery.photos[$0])
    }
  }

  private func loadGallery() -> Gallery {
    if let gallery { return gallery }
    let loaded = worker.fetchGallery()
    gallery = loaded
    return loaded
  }

  private func clampedPage(_ page: Int, in gallery: Gallery) -> Int {
    min(max(1, page), gallery.gridPageCount)
  }
}
