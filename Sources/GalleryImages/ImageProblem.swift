import GalleryCore
import GalleryModel

/// Why one image cannot go into the site. A build collects these for every image before it stops, so
/// one run names every bad file.
package enum ImageProblem: Error, Equatable, Sendable, CustomStringConvertible {
  case empty
  /// The bytes are no image format CleanGallery reads; `named` is what the file name promised.
  case notAnImage(named: ImageFormat?)
  case tooLarge(width: Int, height: Int, limit: Int)
  /// libvips could not decode it: truncated, corrupt, or an unsupported variant.
  case cannotDecode(String)
  case cannotEncode(String)
  case unreadable(String)
  case libraryUnavailable(String)
  /// A photo's `link` names a local file that is no image: only images are published from the gallery.
  case notAnImageLink
  /// A clip's file whose first bytes are no clip container CleanGallery takes (MP4, QuickTime, WebM,
  /// Matroska, AVI), or that FFmpeg does not read as one.
  case notAClip(String)
  /// FFmpeg reads the container but not what is in it: truncated, corrupt.
  case corruptClip(String)
  /// A clip with sound or data only.
  case noVideoStream
  case clipTooLong(seconds: Int, limit: Int)
  case clipTooLarge(width: Int, height: Int, limit: Int)
  /// A size, frame rate or duration no real clip has (0 × 0, 100,000 px wide, no duration).
  case absurdClip(String)

  package var description: String {
    switch self {
    case .empty:
      return "the file is empty (0 bytes)"
    case .notAnImage(let named):
      let promise = named.map { "named like a \($0.displayName) but " } ?? ""
      return "\(promise)not an image in a format CleanGallery reads (JPEG, PNG, WebP, GIF, TIFF, HEIF, SVG)"
    case .tooLarge(let width, let height, let limit):
      return
        "\(width) × \(height) is \(NumberText.grouped(width * height)) pixels, over the limit of "
        + "\(NumberText.grouped(limit)) (raise \"maxPixels\" in gallery.json to allow it)"
    case .cannotDecode(let reason):
      return "cannot decode it, the file is truncated or corrupt" + (reason.isEmpty ? "" : " (\(reason))")
    case .cannotEncode(let reason):
      return "cannot encode its smaller sizes" + (reason.isEmpty ? "" : " (\(reason))")
    case .unreadable(let reason):
      return "cannot read it: \(reason)"
    case .libraryUnavailable(let reason):
      return "libvips did not start: \(reason)"
    case .notAClip(let reason):
      return "not a clip in a format CleanGallery reads (\(VideoContainer.extensionList))"
        + (reason.isEmpty ? "" : " (\(reason))")
    case .corruptClip(let reason):
      return "cannot decode the clip, the file is truncated or corrupt"
        + (reason.isEmpty ? "" : " (\(reason))")
    case .noVideoStream:
      return "the clip has no video stream (sound only?)"
    case .clipTooLong(let seconds, let limit):
      return
        "the clip plays \(NumberText.grouped(seconds)) s, over the limit of \(NumberText.grouped(limit)) s "
        + "(raise \"maxVideoSeconds\" in gallery.json to allow it)"
    case .clipTooLarge(let width, let height, let limit):
      return
        "the clip's \(width) × \(height) is \(NumberText.grouped(width * height)) pixels a frame, over the limit of "
        + "\(NumberText.grouped(limit)) (raise \"maxVideoPixels\" in gallery.json to allow it)"
    case .absurdClip(let reason):
      return "the clip cannot be used: \(reason)"
    case .notAnImageLink:
      return "a photo's link names this file, which is not an image; a local link may only name an image "
        + "(JPEG, PNG, WebP, GIF, TIFF, HEIF or SVG), anything else needs an http(s) URL"
    }
  }
}

extension ImageFormat {
  var displayName: String {
    switch self {
    case .jpeg: return "JPEG"
    case .png: return "PNG"
    case .gif: return "GIF"
    case .webp: return "WebP"
    case .tiff: return "TIFF"
    case .heif: return "HEIF"
    case .svg: return "SVG"
    }
  }
}
