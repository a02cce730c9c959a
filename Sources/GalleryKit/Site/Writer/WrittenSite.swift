/// A site folder's record as the tool last wrote it, with the time it was written.
///
/// The one test of "this file is still as the tool wrote it": its size is the recorded one (and its
/// hash, when the caller knows the one it wants) and it was not modified after the record was written.
/// A file edited since the build is never trusted, whatever it holds.
struct WrittenSite {
  let folder: String
  let record: SiteRecord
  /// When the record was written; nil when it cannot be told (then no file is trusted).
  let time: FileTime?

  /// The site in `folder` as recorded, or nil when it has no readable record of the tool's.
  static func read(_ folder: String) -> WrittenSite? {
    let recordPath = folder + "/" + SiteRecord.fileName
    guard let bytes = FileSystem.readFile(recordPath, limit: SiteRecord.maximumBytes),
      let record = SiteRecord(bytes: bytes)
    else { return nil }
    return WrittenSite(folder: folder, record: record, time: FileSystem.sizeAndTime(recordPath)?.mtime)
  }

  /// Whether the file at `path` (relative) is recorded and still as written; with `hash` and `size`,
  /// also whether the record says it holds those bytes.
  func isStillAsWritten(_ path: String, hash: UInt64? = nil, size: Int? = nil) -> Bool {
    guard let entry = record.entries[path], let time, hash.map({ $0 == entry.hash }) ?? true,
      size.map({ $0 == entry.size }) ?? true, let current = FileSystem.sizeAndTime(folder + "/" + path)
    else { return false }
    return current.size == entry.size && current.mtime <= time
  }
}
