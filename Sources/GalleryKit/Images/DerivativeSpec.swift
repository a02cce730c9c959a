/// Everything that shapes a photo's derivatives. Two builds with equal specs make equal files from
/// equal originals, so the spec is part of every cache key.
struct DerivativeSpec: Equatable, Sendable {
  /// Bumped when the way derivatives are made changes (a new resize, another encoder setting), so
  /// a new tool never serves an old tool's images.
  static let version = 1

  var thumbnailSize: Int
  var imageSize: Int
  var quality: Int
  var keepMetadata: Bool
  /// Refuses images above this many pixels; shapes nothing, so it is not in the fingerprint.
  var maxPixels: Int

  init(_ settings: ImageSettings) {
    thumbnailSize = settings.effectiveThumbnailSize
    imageSize = settings.effectiveImageSize
    quality = settings.effectiveQuality
    keepMetadata = settings.effectiveKeepMetadata
    maxPixels = settings.effectiveMaxPixels
  }

  var fingerprint: String {
    "derivatives v\(Self.version) thumbnail \(thumbnailSize) image \(imageSize) quality \(quality) metadata \(keepMetadata)"
  }

  /// The cache key of one original's derivatives.
  func key(forContent digest: UInt64) -> UInt64 {
    var hasher = ContentHasher()
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
  /// "jpg" or "png".
  var fileExtension: String
}

/// A photo's two sizes, made from one decode.
struct Derivatives: Equatable, Sendable {
  var thumbnail: EncodedImage
  var large: EncodedImage
}
