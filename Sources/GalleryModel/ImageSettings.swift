import Foundation
import GalleryCore

/// How a gallery's photos become the images its site shows, as the manifest sets it.
///
/// Each field stays nil when the manifest leaves it out, so the manifest is written back as the person
/// wrote it; the `effective…` values apply the defaults.
package struct ImageSettings: Equatable, Sendable {
  /// Long edge of the smallest image, in pixels: a grid tile on a phone.
  package static let defaultThumbnailSize = 400
  /// Long edge of the largest image, on a photo's page, in pixels: 2,560 fills a 1366 x 900 laptop at 2x
  /// (2,286 device pixels) and a 2560 x 1440 screen without upscaling. The ladder below it is the one
  /// builds made up to 1,600 before, so those sizes keep their pixel sizes and names.
  package static let defaultImageSize = 2560
  /// JPEG quality: 82 is where artefacts stop showing on photos while files stay a third of 95's.
  package static let defaultQuality = 82
  /// Images with more pixels are refused before decoding: a 20,000 × 20,000 PNG of a few kilobytes
  /// would otherwise take gigabytes of memory.
  package static let defaultMaxPixels = 100_000_000
  /// The largest size a manifest may ask for (and so the largest image ever made).
  package static let largestSize = 10_000
  /// How many sizes `imageSizes` may list.
  package static let mostSizes = 10
  /// Between the smallest and the largest size, each is at most this much larger than the one below:
  /// a browser then never fetches an image more than 1.6 times wider than the pixels it fills. (Steps
  /// of 1.5 would cost a fifth size, and a quarter more build time than two sizes; these cost a tenth.)
  package static let ladderStep = 1.6

  /// What the made images are encoded as.
  package enum Format: String, Equatable, Sendable, CaseIterable {
    case jpeg, webp
  }

  /// How far a photo's page zooms in (`"zoom"`).
  package enum Zoom: String, Equatable, Sendable, CaseIterable {
    /// To the original's own pixels: an original larger than the largest size gets a zoom source at
    /// full resolution (one file, or deep-zoom tiles for a large one; see `DerivativeSpec`).
    case original
    /// To the largest size only: no file beyond the sizes is made (the zoom of builds before tiles).
    case sizes
  }

  /// What a photo with an HDR gain map gets (`"hdr"`).
  package enum HDR: String, Equatable, Sendable, CaseIterable {
    /// Every JPEG size keeps a gain map (see `GainMapSizes`): HDR screens light the photo up.
    case keep
    /// SDR sizes only: smaller files.
    case drop
  }

  package var thumbnailSize: Int?
  package var imageSize: Int?
  package var quality: Int?
  package var keepMetadata: Bool?
  package var copyOriginals: Bool?
  package var maxPixels: Int?
  /// Every size to make, ascending, instead of the ladder from `thumbnailSize` to `imageSize`.
  package var imageSizes: [Int]?
  package var format: Format?
  package var zoom: Zoom?
  package var hdr: HDR?
  /// Long edge of a clip's rendition, in pixels (a smaller clip keeps its size).
  package var videoSize: Int?
  /// The renditions made of each clip, as `<source>`s in this order; MP4 is always among them.
  package var videoFormats: [VideoFormat]?
  /// Clips longer, or with more pixels a frame, are refused as bad input before anything is made.
  package var maxVideoSeconds: Int?
  package var maxVideoPixels: Int?
  /// Where the derivatives are kept (relative to the gallery folder, or absolute), instead of the
  /// gallery's own `.cleangallery-cache`; `--cache` overrides it. See `CacheFolder`.
  package var cache: String?

  /// Why a cache path cannot be used as written: empty, a NUL or other control character (a path a
  /// terminal would garble or a C call cut short), too long; nil when the text is fine. One rule for the
  /// manifest's `"cache"` and `--cache`.
  package static func cachePathProblem(_ text: String) -> String? {
    if text.isEmpty { return "is empty; name a folder" }
    if text.utf8.count > 4_096 { return "is longer than 4,096 bytes" }
    for (offset, scalar) in text.unicodeScalars.enumerated()
    where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
      return "contains the control character \(TextChecks.codePoint(scalar)) at character \(offset + 1)"
    }
    return nil
  }

  package init(
    thumbnailSize: Int? = nil, imageSize: Int? = nil, quality: Int? = nil, keepMetadata: Bool? = nil,
    copyOriginals: Bool? = nil, maxPixels: Int? = nil, imageSizes: [Int]? = nil, format: Format? = nil
  ) {
    self.imageSizes = imageSizes
    self.format = format
    self.thumbnailSize = thumbnailSize
    self.imageSize = imageSize
    self.quality = quality
    self.keepMetadata = keepMetadata
    self.copyOriginals = copyOriginals
    self.maxPixels = maxPixels
  }

  package var effectiveThumbnailSize: Int { imageSizes?.first ?? thumbnailSize ?? Self.defaultThumbnailSize }
  package var effectiveImageSize: Int { imageSizes?.last ?? imageSize ?? Self.defaultImageSize }
  package var effectiveFormat: Format { format ?? .jpeg }
  /// To the original's pixels unless the manifest says otherwise: a photographer checks sharpness there.
  package var effectiveZoom: Zoom { zoom ?? .original }
  /// HDR photos stay HDR unless the manifest says otherwise.
  package var effectiveHDR: HDR { hdr ?? .keep }

  /// The long edges of every image made of a photo, ascending: `imageSizes` as given, else the ladder
  /// from `imageSize` down, dividing by `ladderStep` while that stays above `thumbnailSize`, then
  /// `thumbnailSize` itself: 400, 625, 1000, 1600 and 2560 by default.
  package var effectiveSizes: [Int] {
    if let imageSizes, !imageSizes.isEmpty { return imageSizes }
    let low = effectiveThumbnailSize
    let high = effectiveImageSize
    guard low < high else { return [high] }
    var sizes = [high]
    var next = Double(high) / Self.ladderStep
    while next.rounded() > Double(low) {
      sizes.append(Int(next.rounded()))
      next /= Self.ladderStep
    }
    sizes.append(low)
    return sizes.reversed()
  }
  package var effectiveQuality: Int { quality ?? Self.defaultQuality }
  package var effectiveKeepMetadata: Bool { keepMetadata ?? false }
  package var effectiveCopyOriginals: Bool { copyOriginals ?? false }
  package var effectiveMaxPixels: Int { maxPixels ?? Self.defaultMaxPixels }

  /// 1920: a 1080p clip keeps its pixels; a 4K phone clip is made a quarter of the size.
  package static let defaultVideoSize = 1920
  /// An hour: longer than any clip of a day out, short enough that a mistaken film is noticed.
  package static let defaultMaxVideoSeconds = 3_600
  /// 8K (7680 × 4320) and a little more: what phones record, and nothing that is only a trap.
  package static let defaultMaxVideoPixels = 40_000_000
  package var effectiveVideoSize: Int { videoSize ?? Self.defaultVideoSize }
  package var effectiveVideoFormats: [VideoFormat] { videoFormats ?? [.mp4] }
  package var effectiveMaxVideoSeconds: Int { maxVideoSeconds ?? Self.defaultMaxVideoSeconds }
  package var effectiveMaxVideoPixels: Int { maxVideoPixels ?? Self.defaultMaxVideoPixels }
}
