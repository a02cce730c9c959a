import GalleryImages
import GalleryModel
import GalleryScenes
import GalleryThemes
import GalleryWorkers

/// What a build or move read and made, for the next move to start from instead of reading everything
/// again: the gallery as read (with its bytes, to notice an edit on disk), the theme, and the photos'
/// images. The value is the site's; `gallery serve` holds one between requests and decides when it is
/// stale (`LiveGallery`), a single `gallery move` never has one.
package struct SiteState {
  package let store: ManifestStore
  package let worker: PhotosWorker
  package let theme: Theme
  package let images: SiteBuild.Images
  /// The fingerprint of the site last written from this state (see `BuildFingerprint`).
  package let inputs: UInt64

  package init(
    store: ManifestStore, worker: PhotosWorker, theme: Theme, images: SiteBuild.Images, inputs: UInt64
  ) {
    self.store = store
    self.worker = worker
    self.theme = theme
    self.images = images
    self.inputs = inputs
  }

  /// The images over `gallery` (the same photos in another order), when none was left out.
  func images(for gallery: Gallery) -> SiteBuild.Images? {
    let before = images.worker
    guard before.gallery.photoCount == gallery.photoCount else { return nil }
    var options = before.options
    options.siteIcon = SiteIcon.image(of: gallery, images: before.images)
    return SiteBuild.Images(
      worker: PhotosWorker(gallery: gallery, images: before.images, options: options, words: before.words),
      files: images.files, outcome: images.outcome, skipped: images.skipped)
  }
}
