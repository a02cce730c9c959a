import GalleryCore
import GalleryModel

/// Everything that shapes a photo's derivatives. Two builds with equal specs make equal files from
/// equal originals, so the spec is part of every cache key.
package struct DerivativeSpec: Equatable, Sendable {
  /// Bumped when the way derivatives are made changes (a new resize, another encoder setting), so
  /// a new tool never serves an old tool's images.
  /// 3: JPEGs decoded at the scale the largest size needs, cubic to the largest and lanczos3 down the
  /// ladder (see CGalleryImaging.c).
  static let version = 3

  /// Long edges of every size, ascending (see `ImageSettings.effectiveSizes`).
  var sizes: [Int]
  var quality: Int
  var keepMetadata: Bool
  var format: ImageSettings.Format
  /// Refuses images above this many pixels; shapes nothing, so it is not in the fingerprint.
  var maxPixels: Int

  /// The long edge of the image a link preview shows, made on sites with a `baseURL` (see `init`).
  static let shareSize = 1200

  /// `sharing`: the site has a `baseURL`, so its pages carry link previews. Their image should be about
  /// `shareSize` wide (what the big sites render); unless a size within a tenth of it is made already,
  /// or the largest is smaller, that size joins the others, made from the same decode.
  package init(_ settings: ImageSettings, sharing: Bool = false) {
    var sizes = settings.effectiveSizes
    let share = Self.shareSize
    if sharing, let largest = sizes.last, largest > share,
      !sizes.contains(where: { abs($0 - share) * 10 <= share })
    {
      sizes.append(share)
      sizes.sort()
    }
    self.sizes = sizes
    quality = settings.effectiveQuality
    keepMetadata = settings.effectiveKeepMetadata
    format = settings.effectiveFormat
    maxPixels = settings.effectiveMaxPixels
  }

  /// Whether the derivatives keep the original's metadata (else what is published must carry none).
  package var keepsMetadata: Bool { keepMetadata }

  /// The largest size: the one decoded, the others are shrunk from it.
  var largest: Int { sizes.last ?? ImageSettings.defaultImageSize }

  var fingerprint: String {
    "derivatives v\(Self.version) sizes \(sizes.map(String.init).joined(separator: ",")) quality \(quality) "
      + "metadata \(keepMetadata) format \(format.rawValue)"
  }

  /// The cache key of one original's derivatives.
  package func key(forContent digest: UInt64) -> UInt64 {
    var hasher = Hashing.Combiner()
    hasher.combine(fingerprint)
    hasher.combine(String(digest, radix: 16))
    return hasher.value
  }
}

/// One encoded image: its bytes and its real pixel size (after rotation), for `width`/`height`.
struct EncodedImage: Equatable, Sendable {
  var bytes: [UInt8]
  var width: Int
  var height: Int
  /// "jpg", "png" or "webp".
  var fileExtension: String
  /// The size (long edge in the spec) it was made for; smaller when the original is.
  var size: Int
}

/// A photo's sizes, smallest first, made from one decode, and the colour its pixels average to.
package struct Derivatives: Equatable, Sendable {
  var images: [EncodedImage]
  /// "#7a6b5c": painted where the image will be while it loads.
  var averageColor: String?
  /// The original's pixel size as a browser draws it (after its EXIF rotation): what zooming to the
  /// original's pixels needs, since no size is made as large as a big original.
  var originalWidth: Int? = nil
  var originalHeight: Int? = nil

  /// The smallest and the largest size.
  var thumbnail: EncodedImage { images[0] }
  var large: EncodedImage { images[images.count - 1] }
}
