import Glibc

/// A site's other files as spans of one byte buffer (a site record's lines), so a check of a few pages
/// against a site of 200,000 files looks paths up without making a `String` of each: a move's pages
/// are checked against the record's bytes as read.
package struct SitePathList: Sendable {
  let bytes: [UInt8]
  /// Each path's span in `bytes`, UTF-8.
  let spans: [Range<Int>]

  /// Whether the paths are in the order of their bytes, which `index(of:)` needs (a site's record is
  /// sorted as Swift sorts strings: the same order for the ASCII paths the tool writes).
  package let isSortedByBytes: Bool

  package init(bytes: [UInt8], spans: [Range<Int>]) {
    self.bytes = bytes
    self.spans = spans
    isSortedByBytes = Self.areSorted(spans, of: bytes)
  }

  /// How many paths it holds.
  package var count: Int { spans.count }

  /// The paths as text (only a broken link asks: its message names the folder it may mean).
  var paths: [String] {
    spans.map { String(decoding: bytes[$0], as: UTF8.self) }
  }
}

extension SitePathList {
  private static func areSorted(_ spans: [Range<Int>], of bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { all in
      for index in spans.indices.dropFirst()
      where Self.compare(all, spans[index - 1], UnsafeBufferPointer(rebasing: all[spans[index]])) > 0 {
        return false
      }
      return true
    }
  }

  /// Whether the (byte-sorted) list holds the path spelled by `path`: a binary search, so that the
  /// few links of the pages a move rewrites are looked up without a table of every path of the site.
  func contains(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
    index(of: path) != nil
  }

  /// The bytes of `path` where the (byte-sorted) list holds it, by a binary search; nil when it does
  /// not.
  package func span(of path: String) -> Range<Int>? {
    var path = path
    return path.withUTF8 { index(of: $0) }.map { spans[$0] }
  }

  /// The span of the first path of the (byte-sorted) list that sorts after `path`, where a line for
  /// `path` goes in the record; nil when none does (it goes last).
  package func firstSpan(after path: String) -> Range<Int>? {
    var path = path
    let index = path.withUTF8 { theirs in
      bytes.withUnsafeBufferPointer { all in
        var (low, high) = (0, spans.count)
        while low < high {
          let middle = (low + high) / 2
          if Self.compare(all, spans[middle], theirs) <= 0 { low = middle + 1 } else { high = middle }
        }
        return low
      }
    }
    return index < spans.count ? spans[index] : nil
  }

  func index(of path: UnsafeBufferPointer<UInt8>) -> Int? {
    bytes.withUnsafeBufferPointer { all in
      var (low, high) = (0, spans.count)
      while low < high {
        let middle = (low + high) / 2
        let order = Self.compare(all, spans[middle], path)
        if order == 0 { return middle }
        if order < 0 { low = middle + 1 } else { high = middle }
      }
      return nil
    }
  }

  /// The order of the span of `all` against `path`, by bytes: negative, zero or positive.
  private static func compare(
    _ all: UnsafeBufferPointer<UInt8>, _ span: Range<Int>, _ path: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let common = min(span.count, path.count)
    if common > 0, let mine = all.baseAddress, let theirs = path.baseAddress {
      let order = memcmp(mine + span.lowerBound, theirs, common)
      if order != 0 { return Int(order) }
    }
    return span.count - path.count
  }
}
