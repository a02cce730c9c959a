import Foundation

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

  /// A segment with a length: its marker, its big-endian length (the body's and its own two bytes),
  /// then its body (at most 65,533 bytes: a caller's bodies are small and fixed).
  static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
    let length = body.count + 2
    return [0xFF, marker, UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + body
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
      guard let scan = markerAfterScan(bytes, from: end) else { return false }
      visit(.scanData(end..<scan))
      offset = scan
    }
    return false
  }

  /// Where a scan's entropy-coded data ends: the next 0xFF that starts a marker (not a stuffed 0xFF
  /// 0x00 nor a restart marker); nil when the data runs to the end. The scan is most of a JPEG's bytes,
  /// and every published JPEG and every original is walked, so 0xFF bytes are found with `memchr`.
  private static func markerAfterScan(_ bytes: [UInt8], from start: Int) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = start
      while offset + 1 < buffer.count {
        guard let found = memchr(base + offset, 0xFF, buffer.count - offset - 1) else { return nil }
        let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        let next = buffer[at + 1]
        if next != 0x00, !(0xD0...0xD7).contains(next) { return at }
        offset = at + 1
      }
      return nil
    }
  }
}
