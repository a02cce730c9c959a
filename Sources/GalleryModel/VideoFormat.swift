/// The clip containers a gallery can hold, by name and by their first bytes: `init` takes a file for a
/// clip when either says so, and the manifest's `video` must name one. What is inside (H.264, HEVC, VP9)
/// is FFmpeg's to find out; these are only the boxes that hold it.
package enum VideoContainer: String, Sendable, CaseIterable {
  /// ISO base media (`.mp4`, `.m4v`, `.mov`, `.3gp`): an `ftyp` box, or QuickTime's `moov`/`mdat`/`wide`.
  case isoMedia
  /// Matroska and WebM: an EBML header.
  case matroska
  /// AVI: a RIFF file of form `AVI `.
  case avi

  /// The extensions taken for clips (case-insensitive), for messages and `--help`.
  package static let extensionList = ".mp4, .m4v, .mov, .webm, .mkv, .avi, .3gp"

  /// The container a file name promises, or nil for names that are not clips.
  package static func fromExtension(_ path: String) -> VideoContainer? {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
    switch path[path.index(after: dot)...].lowercased() {
    case "mp4", "m4v", "mov", "3gp", "3g2": return .isoMedia
    case "webm", "mkv": return .matroska
    case "avi": return .avi
    default: return nil
    }
  }

  /// The container the leading bytes show, or nil. HEIF photos are ISO media too: their brands are
  /// `ImageFormat`'s, so a HEIC is never taken for a clip.
  package static func sniff(_ prefix: [UInt8]) -> VideoContainer? {
    func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
      prefix.count >= offset + magic.count && Array(prefix[offset..<offset + magic.count]) == magic
    }
    if starts(Array("ftyp".utf8), at: 4), prefix.count >= 12 {
      let brand = String(decoding: prefix[8..<12], as: UTF8.self)
      return ImageFormat.heifBrands.contains(brand) ? nil : .isoMedia
    }
    for box in ["moov", "mdat", "wide", "free", "skip"] where starts(Array(box.utf8), at: 4) {
      return .isoMedia
    }
    if starts([0x1A, 0x45, 0xDF, 0xA3]) { return .matroska }
    if starts(Array("RIFF".utf8)) && starts(Array("AVI ".utf8), at: 8) { return .avi }
    return nil
  }
}

/// The renditions a site can offer of a clip, each a `<source>` of its `<video>`: MP4 (H.264 and AAC),
/// which every browser plays, and optionally WebM (VP9 and Opus), smaller at the same quality.
package enum VideoFormat: String, Sendable, CaseIterable {
  case mp4, webm

  /// The media type a `<source type>` names.
  package var mediaType: String {
    switch self {
    case .mp4: return "video/mp4"
    case .webm: return "video/webm"
    }
  }
}
