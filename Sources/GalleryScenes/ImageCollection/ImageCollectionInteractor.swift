import GalleryImages
import GalleryModel
import GalleryPaths
import GalleryWorkers

/// What the grid page can ask for.
package protocol ImageCollectionBusinessLogic: AnyObject {
  func fetchPhotoCollection(request: ImageCollection.PhotoCollection.Request)
  func fetchPagination(request: ImageCollection.Pagination.Request)
  func selectPhoto(request: ImageCollection.PhotoSelection.Request)
}

/// What the grid scene keeps for the scenes it routes to.
package protocol ImageCollectionDataStore: AnyObject {
  var gallery: Gallery? { get }
  /// The grid shown: the root's or an album's.
  var album: AlbumTree.Node? { get }
  /// The gallery's grids, for the scenes that need the way up from a photo.
  var tree: AlbumTree { get }
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
  /// The images of the photo before the selected one (its page shows its thumbnail).
  var selectedPreviousImages: PhotoImages? { get }
  /// How the site is built.
  var options: SiteOptions { get }
  /// The gallery's tags, whose pages a photo's page links to.
  var tags: TagCatalog { get }
  var places: PlaceCatalog { get }
  /// What each grid's photo pages offer to download, by album id.
  var downloads: [String: Downloads] { get }
}

/// Slices the root's or an album's photos into grid pages (an album's first page listing its
/// sub-albums first) and remembers which photo was selected.
package final class ImageCollectionInteractor: ImageCollectionBusinessLogic, ImageCollectionDataStore {
  package var presenter: ImageCollectionPresentationLogic?
  let worker: PhotosWorker

  package private(set) var gallery: Gallery?
  package private(set) var album: AlbumTree.Node?
  package var tree: AlbumTree { worker.tree }
  package private(set) var page = 1
  package private(set) var selectedPhoto: PositionedPhoto?
  package private(set) var photosOnPage: [PositionedPhoto] = []
  package var selectedImages: PhotoImages? {
    selectedPhoto.flatMap { worker.fetchImages(photoID: $0.photo.id) }
  }
  package var selectedNextImages: PhotoImages? {
    guard let selectedPhoto, let album, selectedPhoto.position < album.photos.count else { return nil }
    return worker.fetchImages(photoID: album.photos[selectedPhoto.position].id)
  }
  package var selectedPreviousImages: PhotoImages? {
    // `position` is 1-based: the photo before it is at index position − 2.
    guard let selectedPhoto, let album, selectedPhoto.position >= 2 else { return nil }
    return worker.fetchImages(photoID: album.photos[selectedPhoto.position - 2].id)
  }
  package var options: SiteOptions { worker.options }
  package var tags: TagCatalog { worker.tags }
  package var places: PlaceCatalog { worker.places }
  package var downloads: [String: Downloads] { worker.downloads }

  package init(worker: PhotosWorker) {
    self.worker = worker
  }

  /// An unknown album shows nothing (a route that leads nowhere renders no page).
  package func fetchPhotoCollection(request: ImageCollection.PhotoCollection.Request) {
    let gallery = loadGallery()
    guard let album = loadAlbum(request.albumID) else { return }
    page = clampedPage(request.page, in: album)
    let photos = album.photoIndices(onGridPage: page).map {
      PositionedPhoto(position: $0 + 1, photo: album.photos[$0])
    }
    photosOnPage = photos
    var images: [String: PhotoImages] = [:]
    for entry in photos { images[entry.photo.id] = worker.fetchImages(photoID: entry.photo.id) }
    var response = ImageCollection.PhotoCollection.Response(
      galleryTitle: album.title, galleryDescription: album.description,
      totalCount: album.photos.count, photos: photos, images: images, page: page,
      pageCount: album.gridPageCount, publishing: worker.options.publish,
      album: place(of: album, in: gallery), share: sharedCover(of: album, photosOnPage: photos))
    response.clipCount = album.ownClipCount
    response.offersTags = album.isRoot && page == 1 && !worker.tags.isEmpty
    response.offersTimeline = album.isRoot && page == 1 && !worker.dates.isEmpty
    response.offersSearch = album.isRoot && page == 1 && gallery.search == true
    response.offersMap = album.isRoot && page == 1 && worker.places.isOn
    response.archives = page == 1 ? worker.archives[album.id] ?? [] : []
    presenter?.presentPhotoCollection(response: response)
  }

  package func fetchPagination(request: ImageCollection.Pagination.Request) {
    guard let album = loadAlbum(request.albumID) else { return }
    page = clampedPage(request.page, in: album)
    presenter?.presentPagination(response: .init(page: page, pageCount: album.gridPageCount))
  }

  /// Keeps the choice for the Router; a photo that is not in this grid selects nothing.
  package func selectPhoto(request: ImageCollection.PhotoSelection.Request) {
    guard let album = album ?? loadAlbum(AlbumTree.rootID) else {
      selectedPhoto = nil
      return
    }
    selectedPhoto = album.index(ofPhoto: request.photoID).map {
      PositionedPhoto(position: $0 + 1, photo: album.photos[$0])
    }
  }

  /// The photo a grid page's link preview shows, on a site with a `baseURL` only: on the first page the
  /// grid's cover (the manifest's, else its first photo, else a sub-album's), on the others their own
  /// first photo. So a page's preview changes only with what the page shows, and a move that renders
  /// only the pages it changes leaves no page with another's cover.
  private func sharedCover(
    of album: AlbumTree.Node, photosOnPage: [PositionedPhoto]
  ) -> ImageCollection.PhotoCollection.SharedCover? {
    guard worker.options.baseURL != nil else { return nil }
    let cover =
      page == 1 ? album.coverPhotoID.flatMap { worker.tree.photo($0) } : photosOnPage.first?.photo
    return .init(photo: cover, images: cover.flatMap { worker.fetchImages(photoID: $0.id) })
  }

  /// The grid's place among the albums, with its sub-albums' covers on its first page; nil in a gallery
  /// without albums (whose pages stay as they were before albums existed).
  private func place(
    of album: AlbumTree.Node, in gallery: Gallery
  ) -> ImageCollection.PhotoCollection.AlbumPlace? {
    let tree = worker.tree
    // A gallery whose only albums are private still has albums: their locked cells.
    guard tree.hasAlbums || !worker.locks.isEmpty else { return nil }
    let subAlbums: [ImageCollection.PhotoCollection.SubAlbum] =
      page == 1
      ? album.albumIDs.compactMap { id in
        guard let child = tree.node(id) else { return nil }
        let cover = child.coverPhotoID.flatMap(tree.photo)
        return .init(
          id: child.id, title: child.title, photoCount: child.photoCount, clipCount: child.clipCount,
          cover: cover,
          coverImages: cover.flatMap { worker.fetchImages(photoID: $0.id) }, isPrivate: child.isPrivate)
      } : []
    let locks = worker.locks[album.id] ?? []
    return .init(
      id: album.id, siteTitle: gallery.title, steps: tree.steps(to: album.id), subAlbums: subAlbums,
      albumCount: album.albumIDs.count + locks.count, lockedAlbums: page == 1 ? locks : [])
  }

  private func loadGallery() -> Gallery {
    if let gallery { return gallery }
    let loaded = worker.fetchGallery()
    gallery = loaded
    return loaded
  }

  private func loadAlbum(_ id: String) -> AlbumTree.Node? {
    if let album, album.id == id { return album }
    album = worker.fetchAlbum(id: id)
    return album
  }

  private func clampedPage(_ page: Int, in album: AlbumTree.Node) -> Int {
    min(max(1, page), album.gridPageCount)
  }
}
