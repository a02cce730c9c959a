/// An original as a site offers it for download with `keepMetadata` off: the photographer's own bytes,
/// every pixel as it was encoded, less everything that is not the picture: EXIF (GPS, the camera's
/// serial number), XMP, IPTC, comments, a phone's trailer after the image's end, a PNG's text, EXIF and
/// time chunks and any chunk it does not know.
///
/// Why by hand: libvips strips only by decoding and encoding again, which is not the original any more
/// (and loses a JPEG's quality); `jpegtran -copy icc` is a program that drops the orientation with the
/// rest. The containers' rules are short and tested here; every length is checked against the file.
///
/// What stays: a JPEG's JFIF, ICC profile (its colours) and Adobe segments, and its EXIF orientation
/// as a minimal EXIF block holding that one tag (`orientationBlock`), so the picture still stands the
/// right way up; an HDR photo's gain map, stripped alike, with its parameters and index rebuilt; a PNG's critical chunks and those that say how to show its pixels (colour, gamma,
/// transparency, pixel density, animation frames).
package enum OriginalStripper {
  /// The original without its metadata; nil when it is not a JPEG or PNG or cannot be walked to its end
  /// (then it is not offered: what it hides cannot be known).
  package static func strip(_ bytes: [UInt8]) -> [UInt8]? {
    if bytes.starts(with: [0xFF, 0xD8]) { return stripJPEG(bytes) }
    if bytes.starts(with: pngSignature) { return stripPNG(bytes) }
    return nil
  }

  // MARK: JPEG

  static func stripJPEG(_ bytes: [UInt8]) -> [UInt8]? {
    guard let primary = stripImage(bytes, keepsOrientation: true) else { return nil }
    // An HDR photo keeps its gain map (issue 48): stripped the same way, with its parameters rebuilt
    // from their numbers (`GainMapJPEG.gainMapSegments`) and a new MPF index; every other second image
    // (a camera's preview, a phone's trailer) goes.
    guard case .found(let file) = GainMapJPEG.read(bytes),
      let map = stripImage(Array(bytes[file.gainMap]), keepsOrientation: false)
    else { return primary }
    return file.joined(primary: primary, gainMap: map) ?? primary
  }

  /// One JPEG image, from its start to its end of image, without its metadata; `keepsOrientation`:
  /// with its EXIF orientation alone (a gain map has none of its own: the photo's turns it).
  static func stripImage(_ bytes: [UInt8], keepsOrientation: Bool) -> [UInt8]? {
    var output: [UInt8] = [0xFF, 0xD8]
    output.reserveCapacity(bytes.count)
    // Read first: the JFIF segment, after which the orientation goes, comes before the EXIF block.
    let orientation = keepsOrientation ? EXIFReader.read(bytes)?.orientation : nil
    var placedOrientation = false
    /// The orientation block goes after the JFIF segment when there is one (JFIF must come first),
    /// else first; only once.
    func placeOrientation() {
      guard !placedOrientation else { return }
      placedOrientation = true
      if let orientation, orientation != 1 { output += orientationBlock(orientation) }
    }
    // Anything after the end of image (a phone's trailer, a second image) is not the picture; a file
    // that cannot be walked to its end is not offered (what it hides cannot be known).
    let whole = JPEGSegments.walk(bytes, from: 0) { part in
      switch part {
      case .end(let range):
        placeOrientation()
        output += bytes[range]
      case .marker(let range), .scanData(let range):
        output += bytes[range]
      case .segment(let marker, let whole, let body):
        switch marker {
        case 0xE0 where bytes[body].starts(with: Array("JFIF\0".utf8)):
          output += bytes[whole]
          placeOrientation()
        case 0xE2 where bytes[body].starts(with: Array("ICC_PROFILE\0".utf8)):
          output += bytes[whole]
        case 0xEE:
          output += bytes[whole]  // Adobe: how the colour components are to be read
        case 0xE0...0xEF, 0xFE:
          break  // EXIF, XMP, IPTC, MPF, a maker's blocks, comments
        case 0xDA:
          placeOrientation()
          output += bytes[whole]
        default:
          output += bytes[whole]  // tables, frame headers, restart intervals
        }
      }
    }
    return whole ? output : nil
  }

  /// A minimal EXIF block (APP1) whose only field is the orientation: big-endian TIFF, one IFD of one
  /// SHORT, no next IFD. `PublishedMetadata` accepts exactly this and nothing more.
  package static func orientationBlock(_ orientation: Int) -> [UInt8] {
    let tiff: [UInt8] = [
      0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08,  // "MM", 42, IFD0 at 8
      0x00, 0x01,  // one entry
      0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01,  // Orientation, SHORT, count 1
      0x00, UInt8(clamping: orientation), 0x00, 0x00,  // its value
      0x00, 0x00, 0x00, 0x00,  // no next IFD
    ]
    return JPEGSegments.segment(0xE1, Array("Exif\0\0".utf8) + tiff)
  }

  /// Whether an APP1 body (after its length) is an `orientationBlock` and nothing else.
  package static func isOrientationOnly(_ body: ArraySlice<UInt8>) -> Bool {
    (2...8).contains { Array(orientationBlock($0).dropFirst(4)) == Array(body) }
  }

  // MARK: PNG

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The chunks a PNG keeps: the critical ones and those that say how its pixels are shown.
  static let keptPNGChunks: Set<String> = [
    "IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT", "bKGD", "pHYs",
    "hIST", "cICP", "mDCv", "cLLi", "acTL", "fcTL", "fdAT",
  ]

  static func stripPNG(_ bytes: [UInt8]) -> [UInt8]? {
    var output = pngSignature
    output.reserveCapacity(bytes.count)
    var offset = pngSignature.count
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      guard length <= bytes.count - offset - 12 else { return nil }
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let end = offset + 12 + length
      if keptPNGChunks.contains(type) { output += bytes[offset..<end] }
      if type == "IEND" { return output }  // anything after the end is dropped
      offset = end
    }
    return nil
  }
}
