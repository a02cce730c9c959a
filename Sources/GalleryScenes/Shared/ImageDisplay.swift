import GalleryImages
import GalleryModel
import GalleryPaths
import GalleryTemplates

/// An image as a page shows it: which file, its pixel size, the other sizes a browser may pick from,
/// its shape and its colour. Paths are not links yet; each scene's Router makes them relative to its
/// page. Made by the Presenters, so every number here is already display-ready text or a size.
package struct ImageDisplay: Equatable, Sendable {
  package enum Source: Equatable, Sendable {
    /// A file the build made or copied, by its path in the site.
    case site(String)
    /// The manifest's reference as it is: a remote URL, or a local file shown as it is.
    case reference(GalleryReference)
  }

  /// One `srcset` entry: a file and its width in pixels.
  package struct Candidate: Equatable, Sendable {
    package var source: Source
    package var width: Int
  }

  /// The shape assumed for an image whose size is unknown (a remote one): a common camera's 3:2.
  package static let unknownAspectRatio = "1.5"
  /// The same, as a number (`unknownAspectRatio` is its text in a page).
  package static let unknownRatio = 1.5
  /// The grid's fallback `src` (for browsers that ignore `srcset`) is the smallest size at least this
  /// long: sharp enough in a tile on a 1× screen.
  static let gridFallbackSize = 480

  package var source: Source
  /// Real pixel sizes, so the browser reserves the space before the file arrives.
  package var width: Int?
  package var height: Int?
  /// Every size, smallest first; empty when there is only one file to offer.
  package var candidates: [Candidate]
  /// Width over height ("1.5", "0.6667"): what a theme lays the image out by.
  package var aspectRatio: String
  /// "#7a6b5c", the image's average colour, when known.
  package var placeholderColor: String?

  package init(
    source: Source, width: Int?, height: Int?, candidates: [Candidate],
    aspectRatio: String = ImageDisplay.unknownAspectRatio, placeholderColor: String? = nil
  ) {
    self.source = source
    self.width = width
    self.height = height
    self.candidates = candidates
    self.aspectRatio = aspectRatio
    self.placeholderColor = placeholderColor
  }

  /// The grid's image: a small size as `src`, every size offered.
  static func thumbnail(of photo: Photo, images: PhotoImages?) -> ImageDisplay {
    make(photo, images) { variants in
      variants.first { max($0.width ?? 0, $0.height ?? 0) >= gridFallbackSize }
        ?? variants[variants.count - 1]
    }
  }

  /// The detail page's image: the largest size as `src`, every size offered.
  static func large(of photo: Photo, images: PhotoImages?) -> ImageDisplay {
    make(photo, images) { $0[$0.count - 1] }
  }

  private static func make(
    _ photo: Photo, _ images: PhotoImages?, choosing: ([PhotoImages.Variant]) -> PhotoImages.Variant
  ) -> ImageDisplay {
    guard let images, !images.variants.isEmpty else {
      return ImageDisplay(source: .reference(photo.image), width: nil, height: nil, candidates: [])
    }
    let shown = choosing(images.variants)
    var candidates: [Candidate] = []
    var seen = Set<Int>()
    for variant in images.variants {
      guard let width = variant.width, seen.insert(width).inserted else { continue }
      candidates.append(Candidate(source: .site(variant.sitePath), width: width))
    }
    if candidates.count < 2 { candidates = [] }
    let ratio = shape(of: images).map { DisplayText.ratio($0.width, $0.height) }
    return ImageDisplay(
      source: .site(shown.sitePath), width: shown.width, height: shown.height, candidates: candidates,
      aspectRatio: ratio ?? unknownAspectRatio, placeholderColor: images.averageColor)
  }
}

extension ImageDisplay {
  /// An image's shape: its largest size's pixels, which are the least rounded; nil when unknown (a
  /// remote image, a size not measured).
  static func shape(of images: PhotoImages?) -> (width: Int, height: Int)? {
    guard let largest = images?.variants.last, let width = largest.width, let height = largest.height,
      width > 0, height > 0
    else { return nil }
    return (width, height)
  }

  /// An image's width over its height, `unknownRatio` when unknown: what a layout computes with.
  static func ratio(of images: PhotoImages?) -> Double {
    shape(of: images).map { Double($0.width) / Double($0.height) } ?? unknownRatio
  }

  /// The template keys of an `<img>`: `src`, `ratio`, and `srcset`, `width`, `height`, `color` when
  /// known (else null, so a template leaves the attribute out with a section).
  func templateValue(link: (Source) -> String) -> TemplateValue {
    let srcset = candidates.map { "\(link($0.source)) \($0.width)w" }.joined(separator: ", ")
    let size = width.flatMap { w in height.map { h in (w, h) } }
    return [
      "src": .string(link(source)),
      "srcset": srcset.isEmpty ? .null : .string(srcset),
      "width": size.map { .string(String($0.0)) } ?? .null,
      "height": size.map { .string(String($0.1)) } ?? .null,
      "ratio": .string(aspectRatio),
      "color": placeholderColor.map(TemplateValue.string) ?? .null,
    ]
  }
}

extension SiteMap {
  /// The href of an image file seen from `page`: a site path made relative, a reference as the
  /// manifest gives it (a remote URL as it is).
  package func href(from page: String, to image: ImageDisplay.Source) -> String {
    switch image {
    case .site(let path): return href(from: page, to: path)
    case .reference(let reference): return href(from: page, to: reference)
    }
  }
}
