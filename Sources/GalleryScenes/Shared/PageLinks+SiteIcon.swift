import GalleryModel
import GalleryPaths

/// The link half of `SiteIcon` (in GallerySite, which picks the image): every page's Router links it.
extension PageLinks {
  /// The layout's icon when the theme has none: the cover's image, linked from this page.
  func linkToSiteIcon(_ options: SiteOptions?) -> (href: String, type: String)? {
    options?.siteIcon.map {
      (siteMap.href(from: pagePath, to: $0.sitePath), ImageFormat.mediaType(ofFile: $0.sitePath))
    }
  }
}
