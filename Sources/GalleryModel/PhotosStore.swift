import GalleryCore

/// Where a gallery's photos come from: the manifest on disk in the tool, a fixed gallery in tests.
///
/// Reading only: a command saves a new order itself, once the site it gives has been checked.
package protocol PhotosStoreProtocol: Sendable {
  func fetchGallery() throws(GalleryError) -> Gallery
  /// The gallery with the bytes it was read from, when there are any (a file).
  func fetchStoredGallery() throws(GalleryError) -> StoredGallery
}

extension PhotosStoreProtocol {
  package func fetchStoredGallery() throws(GalleryError) -> StoredGallery {
    StoredGallery(gallery: try fetchGallery(), source: nil, isCanonical: false)
  }
}

/// A gallery with the manifest bytes it was read from.
package struct StoredGallery: Sendable {
  package var gallery: Gallery
  /// The manifest's bytes (nil for a gallery held in memory).
  package var source: [UInt8]?
  /// Whether `source` is exactly what `ManifestEncoder.encode(gallery)` writes, as the manifest's
  /// snapshot records: an edit then encodes only the photos it changes
  /// (`ManifestEncoder.encode(_:from:source:)`). False when not known.
  package var isCanonical: Bool

  package init(gallery: Gallery, source: [UInt8]?, isCanonical: Bool) {
    self.gallery = gallery
    self.source = source
    self.isCanonical = isCanonical
  }
}
