/// An image as a page shows it: which file, its pixel size, and the other sizes a browser may pick
/// from. Paths are not links yet; each scene's Router makes them relative to its page.
public struct ImageDisplay: Equatable, Sendable {
  public enum Source: Equatable, Sendable {
    /// A file the build made or copied, by its path in the site.
    case site(String)
    /// The manifest's reference as it is: a remote URL, or a local file shown as it is.
    case reference(GalleryReference)
  }

  /// One `srcset` entry: a file and its width in pixels.
  public struct Candidate: Equatable, Sendable {
    public var source: Source
    public var width: Int
  }

  public var source: Source
  /// Real pixel sizes, so the browser reserves the space before the file arrives.
  public var width: Int?
  public var height: Int?
  /// Empty when there is only one file to offer.
  public var candidates: [Candidate]

  /// The grid's image: the thumbnail, with the large image offered to screens that need more pixels.
  static func thumbnail(of photo: Photo, images: PhotoImages?) -> ImageDisplay {
    make(photo, images, showing: \.thumbnail)
  }

  /// The detail page's image: the large one, with the thumbnail offered to small screens.
  static func large(of photo: Photo, images: PhotoImages?) -> ImageDisplay {
    make(photo, images, showing: \.large)
  }

  private static func make(
    _ photo: Photo, _ images: PhotoImages?, showing shown: KeyPath<PhotoImages, PhotoImages.Variant>
  ) -> ImageDisplay {
    guard let images else {
      return ImageDisplay(source: .reference(photo.image), width: nil, height: nil, candidates: [])
    }
    let variant = images[keyPath: shown]
    var candidates: [Candidate] = []
    if let small = images.thumbnail.width, let large = images.large.width, small < large,
      images.thumbnail.sitePath != images.large.sitePath
    {
      candidates = [
        Candidate(source: .site(images.thumbnail.sitePath), width: small),
        Candidate(source: .site(images.large.sitePath), width: large),
      ]
    }
    return ImageDisplay(
      source: .site(variant.sitePath), width: variant.width, height: variant.height, candidates: candidates)
  }
}

extension ImageDisplay {
  /// The template keys of an `<img>`: `src`, and `srcset`, `width`, `height` when known (else null,
  /// so a template leaves the attribute out with a section).
  func templateValue(link: (Source) -> String) -> TemplateValue {
    let srcset = candidates.map { "\(link($0.source)) \($0.width)w" }.joined(separator: ", ")
    let size = width.flatMap { w in height.map { h in (w, h) } }
    return [
      "src": .string(link(source)),
      "srcset": srcset.isEmpty ? .null : .string(srcset),
      "width": size.map { .string(String($0.0)) } ?? .null,
      "height": size.map { .string(String($0.1)) } ?? .null,
    ]
  }
}
