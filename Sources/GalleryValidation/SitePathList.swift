/// A site's other files as spans of one byte buffer (a site record's lines), so a check of a few pages
/// against a site of 200,000 files looks paths up without making a `String` of each: a move's pages
/// are checked against the record's bytes as read.
package struct SitePathList: Sendable {
  let bytes: [UInt8]
  /// Each path's span in `bytes`, UTF-8.
  let spans: [Range<Int>]

  package init(bytes: [UInt8], spans: [Range<Int>]) {
    self.bytes = bytes
    self.spans = spans
  }

  /// How many paths it holds.
  package var count: Int { spans.count }

  /// The paths as text (only a broken link asks: its message names the folder it may mean).
  var paths: [String] {
    spans.map { String(decoding: bytes[$0], as: UTF8.self) }
  }
}
