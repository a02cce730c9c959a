import GalleryImages
import GalleryModel
import GalleryPaths
import GalleryWorkers

/// What the detail page can ask for.
package protocol ImageDetailBusinessLogic: AnyObject {
  func fetchImage(request: ImageDetail.Image.Request)
}

/// What the detail scene receives from the grid and keeps for the edit scene.
package protocol ImageDetailDataStore: AnyObject {
  var gallery: Gallery? { get set }
  /// The grid holding the photo (the root's or an album's): its neighbours and position count there.
  var album: AlbumTree.Node? { get set }
  /// The gallery's grids; nil in a scene given a gallery only (then the root is the photo's grid).
  var tree: AlbumTree? { get set }
  var photoID: String? { get set }
  /// The photo's images, passed in with it (nil for a remote image).
  var images: PhotoImages? { get set }
  /// The photo's 1-based position, known once `fetchImage` has run.
  var position: Int? { get }
  /// The next photo's images, passed in for fetching ahead.
  var nextImages: PhotoImages? { get set }
  /// The previous photo's images, passed in for its thumbnail.
  var previousImages: PhotoImages? { get set }
  var options: SiteOptions { get set }
  /// The gallery's tags, for links to their pages (nil: the tags are shown as text).
  var tags: TagCatalog? { get set }
  /// The gallery's places, for the photo's own (nil or none: no map on its page).
  var places: PlaceCatalog? { get set }
  /// What each grid's photo pages offer to download, by album id (nil: nothing).
  var downloads: [String: Downloads]? { get set }
}

/// Finds the photo passed in and its neighbours.
package final class ImageDetailInteractor: ImageDetailBusinessLogic, ImageDetailDataStore {
  package var presenter: ImageDetailPresentationLogic?
  package var gallery: Gallery?
  package var album: AlbumTree.Node?
  package var tree: AlbumTree?
  package var photoID: String?
  package var images: PhotoImages?
  package var nextImages: PhotoImages?
  package var previousImages: PhotoImages?
  package var options = SiteOptions()
  package var tags: TagCatalog?
  package var places: PlaceCatalog?
  package var downloads: [String: Downloads]?
  package private(set) var position: Int?

  package init() {}

  /// Presents nothing when no photo was passed in (a route that was never followed shows no page).
  package func fetchImage(request: ImageDetail.Image.Request) {
    guard let gallery, let photoID else { return }
    let tree = self.tree ?? AlbumTree(gallery)
    guard let album = album ?? tree.node(holdingPhoto: photoID), let index = album.index(ofPhoto: photoID)
    else { return }
    (self.album, self.tree) = (album, tree)
    position = index + 1
    let photos = album.photos
    func positioned(_ i: Int) -> PositionedPhoto? {
      photos.indices.contains(i) ? PositionedPhoto(position: i + 1, photo: photos[i]) : nil
    }
    var response = ImageDetail.Image.Response(
      galleryTitle: gallery.title,
      photo: PositionedPhoto(position: index + 1, photo: photos[index]),
      images: images,
      totalCount: photos.count,
      previous: positioned(index - 1),
      next: positioned(index + 1),
      nextImages: nextImages,
      publishing: options.publish,
      steps: tree.hasAlbums ? tree.steps(to: album.id) : nil, shareable: options.baseURL != nil)
    response.previousImages = previousImages
    // A clip plays in its own player: its poster is no photo to zoom into.
    let isClip = photos[index].video != nil
    response.zoom = isClip ? nil : Self.zoomFile(images, largestSize: gallery.images.effectiveSizes.last)
    response.slideshowSeconds = gallery.effectiveSlideshowSeconds
    if let tags {
      for text in photos[index].tags ?? [] { response.tagSlugs[text] = tags.tag(named: text)?.slug }
    }
    // A clip's page has its own download (its rendition); a remote image has no file to offer.
    if !isClip, images != nil {
      response.downloads = downloads?[album.id] ?? .none
      response.keepsMetadata = gallery.images.effectiveKeepMetadata
    }
    if let place = places?.place(of: photoID) {
      response.place = .init(latitude: place.latitude, longitude: place.longitude)
      response.mapSettings = gallery.map
    }
    presenter?.presentImage(response: response)
  }

  /// The largest file there is of the photo, with its pixel size, for zooming to its pixels. Its zoom
  /// source when it has one (one file of the original's pixels, or tiles over the largest size). Else the
  /// original when it is copied and its size is known: recorded when its sizes were made, or, for an
  /// entry made before that, a largest size short of the ladder's top (sizes are never enlarged, so it
  /// is the original's own size). Otherwise the largest size made. Nil without a size (a remote
  /// image, an SVG without one).
  static func zoomFile(
    _ images: PhotoImages?, largestSize: Int?
  ) -> ImageDetail.Image.ZoomFile? {
    guard let images, let width = images.large.width, let height = images.large.height else { return nil }
    switch images.zoom {
    case .file(let file)?:
      if let fileWidth = file.width, let fileHeight = file.height {
        return .init(sitePath: file.sitePath, width: fileWidth, height: fileHeight)
      }
    case .tiles(let tiles)?:
      return .init(sitePath: images.large.sitePath, width: tiles.width, height: tiles.height, tiles: tiles)
    case nil:
      break
    }
    if let original = images.original, let originalWidth = images.originalWidth,
      let originalHeight = images.originalHeight
    {
      return .init(sitePath: original, width: originalWidth, height: originalHeight)
    }
    if let original = images.original, let largestSize, max(width, height) < largestSize {
      return .init(sitePath: original, width: width, height: height)
    }
    return .init(sitePath: images.large.sitePath, width: width, height: height)
  }
}
