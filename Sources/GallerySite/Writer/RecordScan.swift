import Glibc

/// The entry lines of a site record's bytes (`SiteRecord`: `<hash> <size> <path>`, `#` lines aside),
/// found by `memchr`: a move scans the 15 MB record of a 100,000-photo site two or three times, and a
/// scan a byte at a time through an array slice was a tenth of the move.
enum RecordScan {
  /// Calls `body` with each entry line's range (without its newline) and where its path starts (nil
  /// for a line without the two spaces before a path); stops when `body` returns false.
  static func forEachEntry(_ bytes: [UInt8], _ body: (_ line: Range<Int>, _ path: Int?) -> Bool) {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let count = buffer.count
      /// The offset of the first `byte` in `from..<end`, or nil.
      func find(_ byte: UInt8, from: Int, end: Int) -> Int? {
        guard from < end, let found = memchr(base + from, Int32(byte), end - from) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
      }
      var lineStart = 0
      while lineStart < count {
        let lineEnd = find(0x0A, from: lineStart, end: count) ?? count
        defer { lineStart = lineEnd + 1 }
        guard lineEnd > lineStart, base[lineStart] != UInt8(ascii: "#") else { continue }
        let path = find(0x20, from: lineStart, end: lineEnd).flatMap {
          find(0x20, from: $0 + 1, end: lineEnd)
        }
        guard body(lineStart..<lineEnd, path.map { $0 + 1 }) else { return }
      }
    }
  }
}
