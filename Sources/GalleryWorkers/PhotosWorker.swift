import GalleryCore
import GalleryImages
import GalleryModel
import GalleryPaths
import GalleryThemes

/// Reads the gallery once for all the scenes of a build.
///
/// A build runs tens of thousands of scenes; each asks for the gallery, and reading and checking the
/// manifest once (before any page is rendered) is what makes a bad manifest fail before output is touched.
package final class PhotosWorker: Sendable {
  package let gallery: Gallery
  /// The manifest's bytes as read, which fingerprint a build's input (nil for a gallery in memory).
  package let source: [UInt8]?
  /// Whether `source` is what `ManifestEncoder` writes for `gallery`, so an edit may splice it.
  package let sourceIsCanonical: Bool
  /// Each photo's thumbnail and large image, by photo id, once the images worker has made them
  /// (empty before, and for remote images).
  package let images: [String: PhotoImages]
  /// How the site is built (published, served, the command's folders).
  package let options: SiteOptions
  /// The gallery's grids (the root and its albums), found by id.
  package let tree: AlbumTree
  /// The gallery's tags, each with its photos, for the tag pages (empty in a gallery without tags).
  package let tags: TagCatalog
  /// The photos by the date they were taken, for the timeline (empty before the images are made).
  package let dates: DateCatalog
  /// The places of photos in albums with a map, rounded (empty before the images are made).
  package let places: PlaceCatalog
  /// What each grid's photo pages offer to download, by album id (the top level is "").
  package let downloads: [String: Downloads]
  /// Each grid's archive files, by album id (the top level is ""); empty without `"albumZips"`.
  package let archives: [String: [AlbumArchive]]
  /// The locked cells of private albums, by the id of the grid showing them (see `LockedAlbum`).
  package let locks: [String: [LockedAlbum]]
  /// The words the scenes' Presenters write the pages in: the caller's, else the shipped catalogue of
  /// the gallery's `language` (English without one).
  package let words: Words

  package init(store: PhotosStoreProtocol, words: Words? = nil) throws(GalleryError) {
    let stored = try store.fetchStoredGallery()
    (self.gallery, self.source, self.sourceIsCanonical) = (stored.gallery, stored.source, stored.isCanonical)
    self.images = [:]
    self.options = SiteOptions()
    self.tree = AlbumTree(gallery)
    self.tags = TagCatalog(tree)
    self.dates = DateCatalog(tree: tree, images: images)
    self.places = PlaceCatalog(gallery: self.gallery, tree: self.tree, images: images)
    self.downloads = Downloads.byAlbum(self.gallery)
    self.archives = [:]
    self.locks = [:]
    self.words = words ?? Words.shipped(for: gallery.language)
  }

  /// A worker over a gallery held in memory (nothing to save it to), with its images when known.
  ///
  /// `locks`: the locked cells of private albums the public site shows instead of them, by the id of
  /// the grid that shows them. `catalogues` false: no tag, date or place pages are linked (the pages of
  /// an encrypted album: the public catalogues do not list its photos, and its own must not exist).
  package init(
    gallery: Gallery, images: [String: PhotoImages] = [:], options: SiteOptions = SiteOptions(),
    words: Words? = nil, archives: [String: [AlbumArchive]] = [:], locks: [String: [LockedAlbum]] = [:],
    catalogues: Bool = true
  ) {
    self.archives = archives
    self.gallery = gallery
    self.source = nil
    self.sourceIsCanonical = false
    self.images = images
    self.options = options
    self.tree = AlbumTree(gallery)
    self.locks = locks
    let listed = catalogues ? tree : AlbumTree(Gallery(title: gallery.title))
    self.tags = TagCatalog(listed)
    self.dates = DateCatalog(tree: listed, images: images)
    self.places = PlaceCatalog(
      gallery: catalogues ? self.gallery : Gallery(title: gallery.title), tree: listed, images: images)
    self.downloads = Downloads.byAlbum(self.gallery)
    self.words = words ?? Words.shipped(for: gallery.language)
  }

  /// A worker over a gallery just saved as `source` (a move keeps it for the next one), with its tree
  /// when the caller has it already; `isCanonical`: `source` is the encoder's bytes for `gallery`.
  package init(
    gallery: Gallery, source: [UInt8], isCanonical: Bool, tree: AlbumTree? = nil, words: Words? = nil
  ) {
    self.gallery = gallery
    self.source = source
    self.sourceIsCanonical = isCanonical
    self.images = [:]
    self.options = SiteOptions()
    self.tree = tree ?? AlbumTree(gallery)
    self.tags = TagCatalog(self.tree)
    self.dates = DateCatalog(tree: self.tree, images: images)
    self.places = PlaceCatalog(gallery: self.gallery, tree: self.tree, images: images)
    self.downloads = Downloads.byAlbum(self.gallery)
    self.archives = [:]
    self.locks = [:]
    self.words = words ?? Words.shipped(for: gallery.language)
  }

  /// The images made for a photo; nil for a remote image (or before the images were made).
  package func fetchImages(photoID: String) -> PhotoImages? {
    images[photoID]
  }

  package func fetchGallery() -> Gallery {
    gallery
  }

  /// One grid of the gallery: the root (`""`) or an album; nil for an unknown id.
  package func fetchAlbum(id: String) -> AlbumTree.Node? {
    tree.node(id)
  }
}
