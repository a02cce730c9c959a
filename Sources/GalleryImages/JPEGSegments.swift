/// The parts of one JPEG image in file order, from its start-of-image marker to its end-of-image
/// marker: segments with their bodies, markers without a length, each scan's entropy-coded data. What
/// reads or rewrites a JPEG's container (`OriginalStripper`, `JPEGWalk`) walks it here, once: every
/// length is checked against the bytes and the walk only moves forward, so a hostile file ends it.
enum JPEGSegments {
  enum Part {
    /// A segment with a length: its marker, the whole segment (marker included) and its body.
    case segment(marker: UInt8, whole: Range<Int>, body: Range<Int>)
    /// A marker without a length (a restart, TEM).
    case marker(Range<Int>)
    /// A scan's entropy-coded data, after its start-of-scan segment.
    case scanData(Range<Int>)
    /// The end-of-image marker, the last part.
    case end(Range<Int>)
  }

  /// Calls `visit` with each part of the JPEG that starts at `start`, up to its end of image; false
  /// (after the parts that could be read) when the bytes there are not one whole JPEG: no start of
  /// image, a second one, a length past the end, a stray byte between segments, no end of image.
  static func walk(_ bytes: [UInt8], from start: Int, _ visit: (Part) -> Void) -> Bool {
    guard start >= 0, start + 1 < bytes.count, bytes[start] == 0xFF, bytes[start + 1] == 0xD8 else {
      return false
    }
    var offset = start + 2
    while offset + 1 < bytes.count {
      guard bytes[offset] == 0xFF else { return false }
      let marker = bytes[offset + 1]
      switch marker {
      case 0xFF:
        offset += 1  // a fill byte
        continue
      case 0xD9:
        visit(.end(offset..<(offset + 2)))
        return true
      case 0xD8, 0x00:
        return false
      case 0x01, 0xD0...0xD7:
        visit(.marker(offset..<(offset + 2)))
        offset += 2
        continue
      default: break
      }
      guard offset + 4 <= bytes.count else { return false }
      let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      let end = offset + 2 + length
      guard length >= 2, end <= bytes.count else { return false }
      visit(.segment(marker: marker, whole: offset..<end, body: (offset + 4)..<end))
      offset = end
      guard marker == 0xDA else { continue }
      // The scan's data runs to the next marker that is not a stuffed byte or a restart.
      var scan = end
      while scan + 1 < bytes.count {
        if bytes[scan] == 0xFF, bytes[scan + 1] != 0x00, !(0xD0...0xD7).contains(bytes[scan + 1]) { break }
        scan += 1
      }
      guard scan + 1 < bytes.count else { return false }
      visit(.scanData(end..<scan))
      offset = scan
    }
    return false
  }
}
