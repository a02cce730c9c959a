import GalleryCore

// A clip's tags: an MP4's boxes and a WebM's (Matroska's) elements, walked by their sizes, never into
// the media data itself.
extension PublishedMetadata {
  /// MP4 boxes: no `uuid` box (XMP, a camera's tags) and no `meta` but in a `udta` box; there only a `meta`
  /// whose item list is empty (what FFmpeg writes with `-map_metadata -1`), so no `©xyz` or `loci` (a
  /// place), no `keys` (a phone's location), no title or comment.
  static func inMP4(_ bytes: [UInt8]) -> String? {
    boxes(bytes, bytes.startIndex..<bytes.endIndex, parent: "", depth: 0)
  }

  private static let containerBoxes: Set<String> = ["moov", "trak", "mdia", "minf", "edts", "dinf", "stbl"]

  private static func boxes(_ bytes: [UInt8], _ range: Range<Int>, parent: String, depth: Int) -> String? {
    guard depth <= 8 else { return "MP4 boxes nested too deep" }
    var offset = range.lowerBound
    while offset < range.upperBound {
      guard range.upperBound - offset >= 8 else { return "an MP4 box that cannot be read" }
      var size = Int(bigEndian32(bytes, offset))
      var header = 8
      if size == 1 {
        guard range.upperBound - offset >= 16 else { return "an MP4 box that cannot be read" }
        let large = UInt64(bigEndian32(bytes, offset + 8)) << 32 | UInt64(bigEndian32(bytes, offset + 12))
        guard large <= UInt64(Int.max) else { return "an MP4 box that cannot be read" }
        (size, header) = (Int(large), 16)
      } else if size == 0 {
        size = range.upperBound - offset
      }
      guard size >= header, size <= range.upperBound - offset else { return "an MP4 box that cannot be read" }
      let type = String(bytes[(offset + 4)..<(offset + 8)].map { Character(Unicode.Scalar($0)) })
      let inner = (offset + header)..<(offset + size)
      switch (parent, type) {
      case (_, "uuid"): return "an MP4 uuid box (XMP or a maker's tags)"
      case ("udta", "meta"):
        guard inner.count >= 4 else { return "an MP4 box that cannot be read" }
        if let found = boxes(
          bytes, (inner.lowerBound + 4)..<inner.upperBound, parent: "meta", depth: depth + 1)
        {
          return found
        }
      case (_, "meta"): return "an MP4 meta box"
      case ("meta", "hdlr"): break
      case ("meta", "ilst"): if !inner.isEmpty { return "MP4 tags (an ilst item)" }
      case ("meta", _): return "an MP4 \(type) box in its tags"
      case ("udta", _): return "an MP4 \(type) box in its user data"
      case (_, "udta"):
        if let found = boxes(bytes, inner, parent: "udta", depth: depth + 1) { return found }
      case (_, _) where containerBoxes.contains(type):
        if let found = boxes(bytes, inner, parent: type, depth: depth + 1) { return found }
      default: break
      }
      offset += size
    }
    return nil
  }

  /// Matroska elements: no title of the segment or of a track, no chapters or attachments, and no tag
  /// but the encoder and duration FFmpeg writes of each track.
  static func inMatroska(_ bytes: [UInt8]) -> String? {
    elements(bytes, bytes.startIndex..<bytes.endIndex, depth: 0)
  }

  /// Segment, Info, Tracks, TrackEntry, Tags, Tag, SimpleTag: the elements looked into.
  private static let masterElements: Set<UInt32> = [
    0x1853_8067, 0x1549_A966, 0x1654_AE6B, 0xAE, 0x1254_C367, 0x7373, 0x67C8,
  ]
  private static let taggedElements: [UInt32: String] = [
    0x7BA9: "a WebM title", 0x536E: "a WebM track name", 0x1043_A770: "WebM chapters",
    0x1941_A469: "WebM attachments",
  ]

  private static func elements(_ bytes: [UInt8], _ range: Range<Int>, depth: Int) -> String? {
    guard depth <= 8 else { return "WebM elements nested too deep" }
    var offset = range.lowerBound
    while offset < range.upperBound {
      guard let id = variableInteger(bytes, offset, range.upperBound, keepMarker: true),
        let size = variableInteger(bytes, offset + id.length, range.upperBound, keepMarker: false)
      else { return "a WebM element that cannot be read" }
      let start = offset + id.length + size.length
      let end: Int
      if size.value == (UInt64(1) << (7 * UInt64(size.length))) - 1 {
        // Unknown size: only a segment may leave it open, to the end of the file.
        guard id.value == 0x1853_8067 else { return "a WebM element of unknown size" }
        end = range.upperBound
      } else {
        guard size.value <= UInt64(range.upperBound - start) else {
          return "a WebM element that cannot be read"
        }
        end = start + Int(size.value)
      }
      let id32 = UInt32(id.value)
      if let tagged = taggedElements[id32] { return tagged }
      if id32 == 0x45A3 {
        let name = String(decoding: bytes[start..<end], as: UTF8.self).uppercased()
        guard name == "ENCODER" || name == "DURATION" else {
          return "a WebM tag \(Quoted.text(name, limit: 40))"
        }
      }
      if masterElements.contains(id32), let found = elements(bytes, start..<end, depth: depth + 1) {
        return found
      }
      offset = end
    }
    return nil
  }

  /// An EBML variable-length integer at `offset`: an element id (marker bit kept) or a size (marker
  /// bit dropped), and its length in bytes; nil past `end` or when longer than 8 bytes (4 for an id).
  private static func variableInteger(
    _ bytes: [UInt8], _ offset: Int, _ end: Int, keepMarker: Bool
  ) -> (value: UInt64, length: Int)? {
    guard offset < end else { return nil }
    let first = bytes[offset]
    guard first != 0 else { return nil }
    let length = first.leadingZeroBitCount + 1
    guard length <= (keepMarker ? 4 : 8), offset + length <= end else { return nil }
    var value = UInt64(keepMarker ? first : first & (0xFF >> length))
    for index in 1..<length { value = value << 8 | UInt64(bytes[offset + index]) }
    return (value, length)
  }
}
