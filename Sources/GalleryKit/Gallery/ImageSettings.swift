/// How a gallery's photos become the images its site shows, as the manifest sets it.
///
/// Each field stays nil when the manifest leaves it out, so the manifest is written back as the person
/// wrote it; the `effective…` values apply the defaults.
public struct ImageSettings: Equatable, Sendable {
  /// Long edge of grid thumbnails, in pixels.
  public static let defaultThumbnailSize = 400
  /// Long edge of the image on a photo's page, in pixels.
  public static let defaultImageSize = 1600
  /// JPEG quality: 82 is where artefacts stop showing on photos while files stay a third of 95's.
  public static let defaultQuality = 82
  /// Images with more pixels are refused before decoding: a 20,000 × 20,000 PNG of a few kilobytes
  /// would otherwise take gigabytes of memory.
  public static let defaultMaxPixels = 100_000_000
  /// The largest size a manifest may ask for (and so the largest image ever made).
  public static let largestSize = 10_000

  public var thumbnailSize: Int?
  public var imageSize: Int?
  public var quality: Int?
  public var keepMetadata: Bool?
  public var copyOriginals: Bool?
  public var maxPixels: Int?

  public init(
    thumbnailSize: Int? = nil, imageSize: Int? = nil, quality: Int? = nil, keepMetadata: Bool? = nil,
    copyOriginals: Bool? = nil, maxPixels: Int? = nil
  ) {
    self.thumbnailSize = thumbnailSize
    self.imageSize = imageSize
    self.quality = quality
    self.keepMetadata = keepMetadata
    self.copyOriginals = copyOriginals
    self.maxPixels = maxPixels
  }

  public var effectiveThumbnailSize: Int { thumbnailSize ?? Self.defaultThumbnailSize }
  public var effectiveImageSize: Int { imageSize ?? Self.defaultImageSize }
  public var effectiveQuality: Int { quality ?? Self.defaultQuality }
  public var effectiveKeepMetadata: Bool { keepMetadata ?? false }
  public var effectiveCopyOriginals: Bool { copyOriginals ?? false }
  public var effectiveMaxPixels: Int { maxPixels ?? Self.defaultMaxPixels }
}
