import GalleryCore
import GalleryModel

/// What a file about to be published says besides its pixels or frames: EXIF (and GPS in it), XMP,
/// IPTC, comments, a PNG's text chunks, a WebP's EXIF and XMP chunks, an MP4's or a WebM's tags. With
/// `keepMetadata` off the tool strips all of it when it makes a derivative or a rendition; the site
/// writer checks it is so on the bytes it publishes (`SiteWriter.read`), since those bytes come from a
/// cache that is not the tool's alone.
///
/// Only the containers' structure is read, every length bounds-checked against the file: a file that
/// cannot be walked to its end is refused as well, since what it hides cannot be known.
package enum PublishedMetadata {
  /// The first metadata found in `bytes`, as words for a message ("an EXIF block"); nil when there is
  /// none. Files of no format named here are the caller's to refuse.
  package static func found(in bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0xFF, 0xD8]) { return inJPEG(bytes) }
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return inPNG(bytes) }
    if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
      return inWebP(bytes)
    }
    if bytes.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) { return inMatroska(bytes) }
    if bytes.count >= 8, Array(bytes[4..<8]) == Array("ftyp".utf8) { return inMP4(bytes) }
    return nil
  }

  /// JPEG segments: APP0 (JFIF), APP2 with an ICC profile, APP14 (Adobe) and an EXIF block of the
  /// orientation alone only; then the file must end at its end-of-image marker, unless a gain map
  /// follows (issue 48). A gain map JPEG's primary may announce it (an ISO 21496-1 version box, the
  /// tool's `hdrgm:Version` packet) and index it (MPF); the gain map, right after the primary's end
  /// and ending the file, carries its parameters only (an ISO 21496-1 box of numbers, the tool's
  /// rebuilt XMP packet) besides JFIF, ICC and Adobe segments (a downloaded original's map keeps them).
  static func inJPEG(_ bytes: [UInt8]) -> String? {
    var found: String?
    var primaryEnd = 0
    let whole = JPEGSegments.walk(bytes, from: 0) { part in
      switch part {
      case .end(let range): primaryEnd = range.upperBound
      case .marker, .scanData: break
      case .segment(let marker, _, let body):
        if found == nil { found = problem(marker: marker, body: bytes[body], inGainMap: false) }
      }
    }
    guard whole else { return found ?? "a JPEG segment that cannot be read" }
    if let found { return found }
    guard primaryEnd < bytes.count else { return nil }
    guard case .found(let gain) = GainMapJPEG.read(bytes), gain.gainMap == primaryEnd..<bytes.count else {
      return "data after the JPEG's end"
    }
    var inGainMap: String?
    _ = JPEGSegments.walk(bytes, from: primaryEnd) { part in
      if case .segment(let marker, _, let body) = part, inGainMap == nil {
        inGainMap = problem(marker: marker, body: bytes[body], inGainMap: true)
      }
    }
    return inGainMap
  }

  /// What one JPEG segment is when it is metadata a published file may not carry; nil when it may.
  private static func problem(marker: UInt8, body: ArraySlice<UInt8>, inGainMap: Bool) -> String? {
    let xmpPrefix = GainMapXMP.prefix
    switch marker {
    // A stripped original keeps its orientation, alone (`OriginalStripper.orientationBlock`).
    case 0xE1 where !inGainMap && OriginalStripper.isOrientationOnly(body): return nil
    case 0xE1 where body.starts(with: xmpPrefix):
      let packet = body.dropFirst(xmpPrefix.count)
      let allowed =
        inGainMap
        ? GainMapXMP(packet: packet).map { Array($0.segment.dropFirst(4)) == Array(body) } ?? false
        : Array(GainMapXMP.announcingSegment.dropFirst(4)) == Array(body)
      return allowed ? nil : "an XMP block"
    case 0xE1: return body.starts(with: Array("Exif".utf8)) ? "an EXIF block" : "an APP1 block"
    case 0xED: return "an IPTC block"
    case 0xFE: return "a comment"
    case 0xE2 where body.starts(with: GainMapJPEG.isoNamespace):
      let limit = GainMapJPEG.isoNamespace.count + (inGainMap ? GainMapJPEG.maximumISOParameters : 8)
      return body.count <= limit ? nil : "an APP2 block"
    case 0xE2 where !inGainMap && body.starts(with: GainMapJPEG.mpfSignature): return nil
    case 0xE2 where body.starts(with: Array("ICC_PROFILE\0".utf8)): return nil
    case 0xE2: return "an APP2 block"
    case 0xE3...0xEC, 0xEF: return "an APP\(Int(marker) - 0xE0) block"
    default: return nil
    }
  }

  /// PNG chunks: no text, EXIF or time chunk, nothing after the end chunk.
  static func inPNG(_ bytes: [UInt8]) -> String? {
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = Int(bigEndian32(bytes, offset))
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      guard length <= bytes.count - offset - 12 else { return "a PNG chunk that cannot be read" }
      if ["tEXt", "zTXt", "iTXt", "eXIf", "tIME"].contains(type) { return "a PNG \(type) chunk" }
      offset += 12 + length
      if type == "IEND" { return offset == bytes.count ? nil : "data after the PNG's end" }
    }
    return "a PNG without its end"
  }

  /// WebP chunks: no EXIF or XMP.
  static func inWebP(_ bytes: [UInt8]) -> String? {
    var offset = 12
    while offset + 8 <= bytes.count {
      let type = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
      let length = Int(littleEndian32(bytes, offset + 4))
      guard length <= bytes.count - offset - 8 else { return "a WebP chunk that cannot be read" }
      if type == "EXIF" || type == "XMP " { return type == "EXIF" ? "a WebP EXIF chunk" : "a WebP XMP chunk" }
      offset += 8 + length + length % 2
    }
    return offset == bytes.count ? nil : "a WebP chunk that cannot be read"
  }

  static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }

  static func littleEndian32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reversed().reduce(0) { $0 << 8 | UInt32($1) }
  }
}
