/// Where a gallery's photos come from: the manifest on disk in the tool, a fixed gallery in tests.
public protocol PhotosStoreProtocol: Sendable {
  func fetchGallery() throws(GalleryError) -> Gallery
}

/// Reads the gallery once for all the scenes of a build.
///
/// A build runs tens of thousands of scenes; each asks for the gallery, and reading and checking the
/// manifest once (before any page is rendered) is what makes a bad manifest fail before output is touched.
public final class PhotosWorker: Sendable {
  public let gallery: Gallery

  public init(store: PhotosStoreProtocol) throws(GalleryError) {
    self.gallery = try store.fetchGallery()
  }

  public init(gallery: Gallery) {
    self.gallery = gallery
  }

  public func fetchGallery() -> Gallery {
    gallery
  }
}
