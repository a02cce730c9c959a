import GalleryCore
import GalleryModel

/// Everything that shapes a photo's derivatives. Two builds with equal specs make equal files from
/// equal originals, so the spec is part of every cache key.
package struct DerivativeSpec: Equatable, Sendable {
  /// Bumped when the way derivatives are made changes (a new resize, another encoder setting), so
  /// a new tool never serves an old tool's images.
  /// 3: JPEGs decoded at the scale the largest size needs, cubic to the largest and lanczos3 down the
  /// ladder (see CGalleryImaging.c). 4: an HDR photo's entry says what became of its gain map (`hdr`).
  static let version = 4

  /// Long edges of every size, ascending (see `ImageSettings.effectiveSizes`).
  var sizes: [Int]
  var quality: Int
  var keepMetadata: Bool
  var format: ImageSettings.Format
  /// Refuses images above this many pixels; shapes nothing, so it is not in the fingerprint.
  var maxPixels: Int
  /// Whether an original larger than the largest size gets a zoom source at its own pixels.
  var zoomsToOriginal: Bool
  /// Whether a JPEG size of a photo with a gain map keeps one (issue 48; `"hdr"`).
  package var keepsHDR = true

  /// The long edge of a deep-zoom tile. 512, not DeepZoom's usual 254: one 1:1 screen of a 2× laptop
  /// (2,732 × 1,800 device pixels) is about 24 tiles instead of 88, a quarter of the requests for
  /// about the same bytes, and a 100-megapixel panorama is about 500 files per level instead of 1,500.
  package static let tileSize = 512

  /// Originals with more pixels than this zoom through tiles; smaller ones larger than the largest
  /// size through one file of their own pixels. 12 MP is 2.5 times a 1:1 screen of a 2× laptop: below
  /// it a screen shows most of the photo, so one file costs few bytes more than its tiles and saves
  /// dozens of requests and files; above it the tiles of a screen are a third of the file or less
  /// (measured in Benchmarks/zoom-bench).
  package static let defaultTilePixels = 12_000_000
  /// `defaultTilePixels`; lower in tests, which cannot afford a 12-megapixel picture each.
  var tilePixels = defaultTilePixels

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
    zoomsToOriginal = settings.effectiveZoom == .original
    keepsHDR = settings.effectiveHDR == .keep
  }

  /// The zoom source an original of this size (as drawn) gets: none when it is no larger than the
  /// largest size (or zoom stops at the sizes), tiles above `tilePixels`, else one full-size file.
  package func zoomSource(width: Int, height: Int) -> ZoomSourceKind? {
    guard zoomsToOriginal, max(width, height) > largest else { return nil }
    return width * height > tilePixels ? .tiles : .file
  }

  /// Whether the derivatives keep the original's metadata (else what is published must carry none).
  package var keepsMetadata: Bool { keepMetadata }

  /// The largest size: the one decoded, the others are shrunk from it.
  var largest: Int { sizes.last ?? ImageSettings.defaultImageSize }

  var fingerprint: String {
    "derivatives v\(Self.version) sizes \(sizes.map(String.init).joined(separator: ",")) quality \(quality) "
      + "metadata \(keepMetadata) format \(format.rawValue) hdr \(keepsHDR ? "keep" : "drop")"
      + (zoomsToOriginal ? " zoom original \(Self.tileSize) \(tilePixels)" : "")
  }

  /// The cache key of one original's derivatives.
  package func key(forContent digest: UInt64) -> UInt64 {
    var hasher = Hashing.Combiner()
    hasher.combine(fingerprint)
    hasher.combine(String(digest, radix: 16))
    return hasher.value
  }
}

/// How a photo zooms past its largest size.
package enum ZoomSourceKind: Equatable, Sendable {
  /// One file of the original's own pixels.
  case file
  /// A DeepZoom pyramid of `DerivativeSpec.tileSize` tiles (see `ZoomTiles`).
  case tiles
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
  /// The original at its own pixels, when it is larger than the largest size and not so large that it
  /// zooms through tiles (`DerivativeSpec.zoomSource`).
  var zoom: EncodedImage? = nil
  /// Set when the original is large enough to zoom through tiles, which the cache makes in its own
  /// folder (`DerivativeCache.makeTiles`): how to decode it for them.
  package var tiles: TileRequest? = nil
  /// Set for an original with a gain map: whether the sizes kept it (`HDRRendition`).
  var hdr: HDRRendition? = nil
  /// Why an original that announces a gain map is shown SDR: its container cannot be trusted
  /// (`GainMapJPEG.Reading.unusable`) or its gain map cannot be decoded. Said once, when it is made.
  var hdrWarning: String? = nil

  package struct TileRequest: Equatable, Sendable {
    package var hasProfile: Bool
    package var isOpaque: Bool
  }

  /// The smallest and the largest size.
  var thumbnail: EncodedImage { images[0] }
  var large: EncodedImage { images[images.count - 1] }
}
