import GalleryCore
import GalleryModel

/// Everything that shapes a clip's renditions (and so is in their cache key), with the limits its
/// facts are checked against (which shape nothing, so they are not).
package struct ClipSpec: Equatable, Sendable {
  /// Bumped when the way renditions are made changes (other encoder settings, another decision), so a
  /// new tool never serves an old tool's renditions.
  /// 1: H.264 veryfast CRF 23 + AAC 128k, VP9 CRF 33 cpu-used 5 + Opus 96k; copy when it plays as is.
  static let version = 1

  /// The long edge a rendition is at most (`videoSize`).
  package var videoSize: Int
  /// The renditions, in `<source>` order; MP4 always among them.
  package var formats: [VideoFormat]
  package var keepMetadata: Bool
  package var maxSeconds: Int
  package var maxPixels: Int

  package init(_ settings: ImageSettings) {
    videoSize = settings.effectiveVideoSize
    let formats = settings.effectiveVideoFormats
    self.formats = formats.contains(.mp4) ? formats : [.mp4] + formats
    keepMetadata = settings.effectiveKeepMetadata
    maxSeconds = settings.effectiveMaxVideoSeconds
    maxPixels = settings.effectiveMaxVideoPixels
  }

  var fingerprint: String {
    "clips v\(Self.version) size \(videoSize) formats \(formats.map(\.rawValue).joined(separator: ",")) "
      + "metadata \(keepMetadata)"
  }

  /// The cache key of one clip's renditions.
  package func key(forContent digest: UInt64) -> UInt64 {
    var hasher = Hashing.Combiner()
    hasher.combine(fingerprint)
    hasher.combine(String(digest, radix: 16))
    return hasher.value
  }

  /// What stands for a clip's poster frame as "content" in `DerivativeSpec.key(forContent:)`: the
  /// clip's digest and the moment the frame is taken, so the poster is kept and pruned like a photo's
  /// derivatives and changes when either does.
  package static func posterContent(digest: UInt64, posterAtMilliseconds: Int?) -> UInt64 {
    var hasher = Hashing.Combiner()
    hasher.combine("poster v\(PosterFrame.version)")
    hasher.combine(String(digest, radix: 16))
    hasher.combine(posterAtMilliseconds.map(String.init) ?? "searched")
    return hasher.value
  }
}
