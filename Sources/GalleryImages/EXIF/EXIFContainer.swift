import GalleryModel

/// Finds the EXIF block (a TIFF structure) inside an image file without reading the picture data.
///
/// Each format is a chain of length-prefixed segments or chunks; the walk follows the lengths, so every
/// step moves forward and the number of steps is capped: a damaged file ends the walk, never loops it.
enum EXIFContainer {
  /// More segments or chunks than a real file has before its EXIF (a PNG's image data comes in chunks).
  static let maximumSteps = 10_000
  /// An EXIF block in a PNG or WebP can claim up to 4 GB; more than this is read only in part.
  static let maximumBlockLength = 4 * 1024 * 1024

  private static let exifHeader: [UInt8] = Array("Exif".utf8) + [0, 0]

  /// The EXIF block of an image in `format`, as a source of its own whose offsets count from the TIFF
  /// header; nil for formats that carry no EXIF or files without it.
  static func block(in source: any ByteSource, format: ImageFormat) -> (any ByteSource)? {
    switch format {
    case .jpeg: return jpegBlock(source)
    case .png: return pngBlock(source)
    case .webp: return webPBlock(source)
    case .tiff: return source
    // HEIF keeps EXIF in an item of its own box tree, which this reader does not walk.
    case .gif, .heif, .svg: return nil
    }
  }

  /// JPEG keeps EXIF in an APP1 segment that starts "Exif\0\0", before the scan data.
  private static func jpegBlock(_ source: any ByteSource) -> (any ByteSource)? {
    var block: (any ByteSource)?
    forEachJPEGSegment(source) { marker, data, length in
      guard marker == 0xE1 && source.matches(Array(exifHeader.prefix(5)), at: data) else { return true }
      block = WindowSource(source, start: data + 6, count: length - 2 - 6)
      return false
    }
    return block
  }

  /// Calls `visit` with each metadata segment of a JPEG before its scan data (marker, where its data
  /// starts, its length field) until `visit` returns false. Returns false when the walk ended on damage
  /// (a missing marker, a bad length, too many steps), true when it reached the scan or was stopped.
  @discardableResult
  static func forEachJPEGSegment(
    _ source: any ByteSource, _ visit: (_ marker: UInt8, _ data: Int, _ length: Int) -> Bool
  ) -> Bool {
    var position = 2  // after SOI
    for _ in 0..<maximumSteps {
      guard source.byte(at: position) == 0xFF, let marker = source.byte(at: position + 1) else {
        return false
      }
      switch marker {
      case 0xFF:
        position += 1  // a fill byte before the marker; each counts as a step, so a run of them ends
        continue
      case 0xD9, 0xDA:
        return true  // end of image, or start of scan: no metadata after this
      case 0x01, 0xD0...0xD8:
        position += 2  // markers without a length
        continue
      default:
        break
      }
      guard let lengthBytes = source.bytes(at: position + 2, count: 2) else { return false }
      let length = Int(lengthBytes[0]) << 8 | Int(lengthBytes[1])
      guard length >= 2 else { return false }
      if !visit(marker, position + 4, length) { return true }
      position += 2 + length
    }
    return false
  }

  /// PNG keeps EXIF in an eXIf chunk; chunks are length (big-endian), type, data, CRC.
  private static func pngBlock(_ source: any ByteSource) -> (any ByteSource)? {
    var position = 8  // after the signature
    for _ in 0..<maximumSteps {
      guard let header = source.bytes(at: position, count: 8) else { return nil }
      let length = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
      let type = Array(header[4..<8])
      if type == Array("eXIf".utf8) { return exifBlock(source, start: position + 8, count: length) }
      if type == Array("IEND".utf8) { return nil }
      position += 12 + length
    }
    return nil
  }

  /// WebP is RIFF: chunks of FourCC, little-endian size and data padded to an even length.
  private static func webPBlock(_ source: any ByteSource) -> (any ByteSource)? {
    var position = 12  // after "RIFF", the file size and "WEBP"
    for _ in 0..<maximumSteps {
      guard let header = source.bytes(at: position, count: 8) else { return nil }
      let size = header[4..<8].reversed().reduce(0) { $0 << 8 | Int($1) }
      if Array(header[0..<4]) == Array("EXIF".utf8) {
        return exifBlock(source, start: position + 8, count: size)
      }
      position += 8 + size + size % 2
    }
    return nil
  }

  /// A PNG or WebP EXIF chunk's data; some writers put JPEG's "Exif\0\0" before the TIFF header.
  private static func exifBlock(_ source: any ByteSource, start: Int, count: Int) -> any ByteSource {
    let count = min(count, maximumBlockLength)
    if count >= 6 && source.matches(exifHeader, at: start) {
      return WindowSource(source, start: start + 6, count: count - 6)
    }
    return WindowSource(source, start: start, count: count)
  }
}
