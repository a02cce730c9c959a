/// How a list of photos is cut into grid pages: every grid (an album's, a tag's, a month's) pages the
/// same way, so each says it once here.
package enum GridPages {
  /// How many pages `count` photos fill at `pageSize`; a grid without photos still has one.
  package static func count(_ count: Int, pageSize: Int) -> Int {
    max(1, (count + pageSize - 1) / max(1, pageSize))
  }

  /// The 0-based indices of the photos on 1-based page `page` of `count` photos (empty past the last).
  package static func indices(onPage page: Int, of count: Int, pageSize: Int) -> Range<Int> {
    let start = min(count, max(0, page - 1) * pageSize)
    return start..<min(count, start + pageSize)
  }
}
