import Foundation

/// How a gallery's photos become the images its site shows, as the manifest sets it.
///
/// Each field stays nil when the manifest leaves it out, so the manifest is written back as the person
/// wrote it; the `effective…` values apply the defaults.
public struct ImageSettings: Equatable, Sendable {
  /// Long edge of the smallest image, in pixels: a grid tile on a phone.
  public static let defaultThumbnailSize = 400
  /// Long edge of the largest image, on a photo's page, in pixels: 2,560 fills a 1366 x 900 laptop at 2x
  /// (2,286 device pixels) and a 2560 x 1440 screen without upscaling. The ladder below it is the one
  /// builds made up to 1,600 before, so those sizes keep their pixel sizes and names.
  public static let defaultImageSize = 2560
  /// JPEG quality: 82 is where artefacts stop showing on photos while files stay a third of 95's.
  public static let defaultQuality = 82
  /// Images with more pixels are refused before decoding: a 20,000 × 20,000 PNG of a few kilobytes
  /// would otherwise take gigabytes of memory.
  public static let defaultMaxPixels = 100_000_000
  /// The largest size a manifest may ask for (and so the largest image ever made).
  public static let largestSize = 10_000
  /// How many sizes `imageSizes` may list.
  public static let mostSizes = 10
  /// Between the smallest and the largest size, each is at most this much larger than the one below:
  /// a browser then never fetches an image more than 1.6 times wider than the pixels it fills. (Steps
  /// of 1.5 would cost a fifth size, and a quarter more build time than two sizes; these cost a tenth.)
  public static let ladderStep = 1.6

  /// What the made images are encoded as.
  public enum Format: String, Equatable, Sendable, CaseIterable {
    case jpeg, webp
  }

  public var thumbnailSize: Int?
  public var imageSize: Int?
  public var quality: Int?
  public var keepMetadata: Bool?
  public var copyOriginals: Bool?
  public var maxPixels: Int?
  /// Every size to make, ascending, instead of the ladder from `thumbnailSize` to `imageSize`.
  public var imageSizes: [Int]?
  public var format: Format?

  public init(
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

  public var effectiveThumbnailSize: Int { imageSizes?.first ?? thumbnailSize ?? Self.defaultThumbnailSize }
  public var effectiveImageSize: Int { imageSizes?.last ?? imageSize ?? Self.defaultImageSize }
  public var effectiveFormat: Format { format ?? .jpeg }

  /// The long edges of every image made of a photo, ascending: `imageSizes` as given, else the ladder
  /// from `imageSize` down, dividing by `ladderStep` while that stays above `thumbnailSize`, then
  /// `thumbnailSize` itself: 400, 625, 1000, 1600 and 2560 by default.
  public var effectiveSizes: [Int] {
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
  public var effectiveQuality: Int { quality ?? Self.defaultQuality }
  public var effectiveKeepMetadata: Bool { keepMetadata ?? false }
  public var effectiveCopyOriginals: Bool { copyOriginals ?? false }
  public var effectiveMaxPixels: Int { maxPixels ?? Self.defaultMaxPixels }
}
