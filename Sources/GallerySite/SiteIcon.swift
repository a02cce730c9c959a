import GalleryImages
import GalleryModel

/// The site's icon when the theme has none (no `favicon.svg`, `.png` or `.ico` in its assets): the
/// smallest image of the gallery's cover, so a tab or a bookmark shows the gallery rather than a blank.
///
/// The cover is the first photo with a local image, in the gallery's order (the root's photos, then
/// each album's, depth first): the root grid's cover. It changes when that photo moves, and every page
/// links the icon, so a move that changes it renders every page (see `SiteEdit.pagesToRender`).
package enum SiteIcon {
  /// The photo whose image is the icon.
  package static func photoID(of gallery: Gallery) -> String? {
    gallery.firstPhoto { photo in
      if case .file = photo.image { return true }
      return false
    }?.id
  }

  /// The icon's image, once the images are made; nil when the cover has none (it failed to decode).
  package static func image(of gallery: Gallery, images: [String: PhotoImages]) -> PhotoImages.Variant? {
    photoID(of: gallery).flatMap { images[$0]?.thumbnail }
  }
}
