import GalleryImages
import GalleryModel
import GalleryPaths
import GalleryTemplates

/// What a link preview shows (Open Graph and Twitter card tags, and the canonical address), on sites
/// with a `baseURL`: Presenters make it, each page's Router turns its paths into absolute URLs. Without
/// a `baseURL` there is none, and a page holds nothing absolute.
package struct SharePreview: Equatable, Sendable {
  package var title: String
  package var description: String?
  /// `article` for a photo's page, `website` for a grid.
  package var type: String
  /// The image a preview shows, and its size and text alternative when known.
  package var image: ImageDisplay.Source?
  package var imageWidth: Int?
  package var imageHeight: Int?
  package var imageAlt: String?

  /// The width big sites render previews at; the made size nearest to it is the preview's image.
  static let imageWidth = 1200

  /// A preview of `photo` (its made size nearest `imageWidth`, or its remote URL).
  package static func of(
    _ photo: Photo, images: PhotoImages?, title: String, description: String?, type: String, alt: String?
  ) -> SharePreview {
    var preview = SharePreview(title: title, description: description, type: type)
    if let images, !images.variants.isEmpty {
      let chosen = images.variants.min {
        abs(($0.width ?? 0) - imageWidth) < abs(($1.width ?? 0) - imageWidth)
      }
      preview.image = chosen.map { .site($0.sitePath) }
      preview.imageWidth = chosen?.width
      preview.imageHeight = chosen?.height
    } else if case .remote = photo.image {
      preview.image = .reference(photo.image)
    }
    preview.imageAlt = preview.image == nil ? nil : alt
    return preview
  }

  /// The template keys: `url` (the page's canonical address, given), `title`, `description`, `type`,
  /// `card` (the Twitter card kind) and `image` (`url`, `width`, `height`, `alt`); absent ones are null.
  /// `imageURL` makes the image's absolute URL (nil: the preview shows no image).
  package func templateValue(url: String, imageURL: (ImageDisplay.Source) -> String?) -> TemplateValue {
    let image: TemplateValue =
      self.image.flatMap(imageURL).map { url in
        [
          "url": .string(url),
          "width": imageWidth.map { .string(String($0)) } ?? .null,
          "height": imageHeight.map { .string(String($0)) } ?? .null,
          "alt": imageAlt.map(TemplateValue.string) ?? .null,
        ]
      } ?? .null
    return [
      "url": .string(url),
      "title": .string(title),
      "description": description.map(TemplateValue.string) ?? .null,
      "type": .string(type),
      "image": image,
      "card": .string(image == .null ? "summary" : "summary_large_image"),
    ]
  }

  /// The template keys with a page's absolute links; null without them (a site without a `baseURL`).
  func templateValue(links: AbsoluteLinks?) -> TemplateValue {
    links.map { templateValue(url: $0.page, imageURL: $0.image) } ?? .null
  }
}

extension ImageDisplay.Source {
  /// The image's absolute URL on a site hosted at `base`: a site file's under it, a remote one as it is.
  package func absoluteURL(base: BaseURL, siteMap: SiteMap) -> String? {
    switch self {
    case .site(let path): return base.absolute(path)
    case .reference(.remote(let url)): return url
    case .reference(.file(let path)): return base.absolute(siteMap.mediaFile(path))
    }
  }
}

/// A page's absolute addresses, for its preview: its own, and its images'.
package struct AbsoluteLinks {
  package let page: String
  package let image: (ImageDisplay.Source) -> String?
}

extension PageLinks {
  /// This page's absolute links under `base`; nil without a base (nothing absolute is written then).
  func absoluteLinks(base: BaseURL?) -> AbsoluteLinks? {
    guard let base else { return nil }
    let siteMap = self.siteMap
    return AbsoluteLinks(
      page: base.absolute(pagePath), image: { $0.absoluteURL(base: base, siteMap: siteMap) })
  }
}
