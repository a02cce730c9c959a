/// One file of a grid's archive (`"albumZips"`): where it is in the site, how big, how many of the
/// grid's photos and clips it holds, and which part it is of how many. Made by the build before the
/// pages, which link it.
package struct AlbumArchive: Equatable, Sendable {
  package var sitePath: String
  package var byteCount: Int
  package var memberCount: Int
  /// 1-based; `partCount` is 1 for an archive in one file.
  package var part: Int
  package var partCount: Int

  package init(sitePath: String, byteCount: Int, memberCount: Int, part: Int, partCount: Int) {
    self.sitePath = sitePath
    self.byteCount = byteCount
    self.memberCount = memberCount
    self.part = part
    self.partCount = partCount
  }
}
