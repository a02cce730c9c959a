import GalleryCore

/// Where a gallery's photos come from: the manifest on disk in the tool, a fixed gallery in tests.
///
/// Reading only: a command saves a new order itself, once the site it gives has been checked.
package protocol PhotosStoreProtocol: Sendable {
  func fetchGallery() throws(GalleryError) -> Gallery
  /// The gallery with the bytes it was read from, when there are any (a file).
  func fetchGalleryAndSource() throws(GalleryError) -> (Gallery, [UInt8]?)
}

extension PhotosStoreProtocol {
  package func fetchGalleryAndSource() throws(GalleryError) -> (Gallery, [UInt8]?) {
    (try fetchGallery(), nil)
  }
}
