/// A request's `Range` (RFC 9110 §14): the one byte range a media player asks for to seek in a clip.
/// Only a single range of bytes is served as a part; several ranges, another unit or a malformed header
/// get the whole file (a server may always ignore `Range`), so nothing here can fail a request that
/// would work without it.
enum ByteRange: Equatable {
  case whole
  /// The bytes to send, within the file.
  case part(Range<UInt64>)
  /// A range that starts past the end (416, with the file's size).
  case unsatisfiable

  /// What to send for `header` on a file of `size` bytes whose entity tag is `tag`: an `If-Range` that
  /// names another version asks for the whole file.
  static func requested(_ header: String?, ifRange: String?, tag: String, size: UInt64) -> ByteRange {
    guard let header, ifRange == nil || ifRange == tag else { return .whole }
    guard header.hasPrefix("bytes="), header.utf8.count <= 100 else { return .whole }
    let spec = header.dropFirst("bytes=".count).trimmingPrefix(" ")
    guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return .whole }
    let first = spec[..<dash]
    let last = spec[spec.index(after: dash)...]
    func number(_ text: Substring) -> UInt64? {
      guard !text.isEmpty, text.utf8.count <= 19, text.utf8.allSatisfy({ (48...57).contains($0) }) else {
        return nil
      }
      return UInt64(text)
    }
    if first.isEmpty {
      // `bytes=-N`: the last N bytes.
      guard let count = number(last) else { return .whole }
      guard count > 0, size > 0 else { return .unsatisfiable }
      return .part(size - min(count, size)..<size)
    }
    guard let start = number(first) else { return .whole }
    if let stated = number(last), stated < start { return .whole }
    guard start < size else { return .unsatisfiable }
    let end: UInt64
    if last.isEmpty {
      end = size
    } else {
      guard let stated = number(last) else { return .whole }
      end = min(stated, size - 1) + 1
    }
    return .part(start..<end)
  }
}
