import GalleryCore
import Synchronization

/// A site folder's record as the tool last wrote it, with the time it was written.
///
/// The one test of "this file is still as the tool wrote it": its size is the recorded one (and its
/// hash, when the caller knows the one it wants) and it was not modified after the record was written.
/// A file edited since the build is never trusted, whatever it holds.
package struct WrittenSite {
  let folder: String
  let record: SiteRecord
  /// The record's paths, sorted and as a set, worked out once per record read (see `RecordPaths`).
  var paths: RecordPaths
  /// When the record was written; nil when it cannot be told (then no file is trusted).
  let time: FileTime?

  /// The site in `folder` as recorded, or nil when it has no readable record of the tool's.
  ///
  /// A record is parsed once per version of its file: the last one read is kept with the file's
  /// identity (device, inode, size, time), and used again while the file has not changed. A server
  /// that moves photos one after another reads its 20,000-line record once, not once per move.
  static func read(_ folder: String) -> WrittenSite? {
    let recordPath = folder + "/" + SiteRecord.fileName
    guard let fd = try? FileSystem.openForReading(recordPath).get() else { return nil }
    defer { FileSystem.close(fd) }
    guard let status = FileSystem.status(ofOpened: fd) else { return nil }
    let identity = RecordIdentity(path: recordPath, status)
    let time = identity.time
    if let kept = lastRead.withLock({ $0 }), kept.identity == identity {
      return WrittenSite(folder: folder, record: kept.record, paths: kept.paths, time: time)
    }
    guard let bytes = try? FileSystem.readOpened(fd, limit: SiteRecord.maximumBytes).get(),
      let record = SiteRecord(bytes: bytes)
    else { return nil }
    let paths = RecordPaths(record)
    lastRead.withLock { $0 = (identity, record, paths) }
    return WrittenSite(folder: folder, record: record, paths: paths, time: time)
  }

  /// A record just written into `folder`: kept as the last one read, so the next read does not parse it.
  /// `paths`: the record's paths when they are those of the record it replaced.
  static func keep(_ record: SiteRecord, writtenIn folder: String, paths: RecordPaths? = nil) {
    let recordPath = folder + "/" + SiteRecord.fileName
    guard let status = FileSystem.status(recordPath, followingLinks: false) else { return }
    let identity = RecordIdentity(path: recordPath, status)
    lastRead.withLock { $0 = (identity, record, paths ?? RecordPaths(record)) }
  }

  /// Drops the record kept as the last one read: a record changed in place (a move's mark) keeps its
  /// inode and size, and its time when it is changed in the tick it was written in.
  static func forgetLastRead() {
    lastRead.withLock { $0 = nil }
  }

  private struct RecordIdentity: Equatable {
    var path: String
    var device: UInt64
    var inode: UInt64
    var size: Int
    var time: FileTime

    init(path: String, _ status: FileSystem.FileStatus) {
      self.path = path
      device = status.device
      inode = status.inode
      size = status.size
      time = status.modified
    }
  }

  private static let lastRead = Mutex<(identity: RecordIdentity, record: SiteRecord, paths: RecordPaths)?>(
    nil)

  /// Whether the file at `path` (relative) is recorded and still as written; with `hash` and `size`,
  /// also whether the record says it holds those bytes.
  ///
  /// A file written in the same clock tick as the record has its time: it is trusted, since a record is
  /// written after the files it lists. A record marked by a move (`SiteRecord.isUnfinished`) is the
  /// other way round: the pages renamed into place after the mark are not what it lists, and the first
  /// of them are written in the mark's tick (a file time moves on only every few milliseconds), so
  /// such a record trusts only files older than itself.
  func isStillAsWritten(_ path: String, hash: UInt64? = nil, size: Int? = nil) -> Bool {
    guard let entry = record.entries[path], let time, hash.map({ $0 == entry.hash }) ?? true,
      size.map({ $0 == entry.size }) ?? true, let current = FileSystem.sizeAndTime(folder + "/" + path)
    else { return false }
    return Self.isAsWritten(current, entry: entry, recordTime: time, unfinished: record.isUnfinished)
  }

  /// Whether the file at `path` (relative) holds exactly the bytes the record lists for it, whatever
  /// its time: asked only of a marked record's files (`SiteRecord.isUnfinished`), where a page a killed
  /// move added is newer than the record that lists it. A file with the tool's bytes loses nothing when
  /// the tool removes it.
  func holdsRecordedBytes(_ path: String) -> Bool {
    guard let entry = record.entries[path],
      let bytes = FileSystem.readFile(folder + "/" + path, limit: entry.size + 1)
    else { return false }
    return bytes.count == entry.size && record.hash(of: bytes) == entry.hash
  }

  /// The one rule: a file of `entry`'s size, not modified after the record (see `isStillAsWritten`).
  static func isAsWritten(
    _ current: (size: Int, mtime: FileTime), entry: SiteRecord.Entry, recordTime: FileTime, unfinished: Bool
  ) -> Bool {
    guard current.size == entry.size else { return false }
    return unfinished ? current.mtime < recordTime : current.mtime <= recordTime
  }
}

/// A record's paths sorted (the order its file lists them in) and as a set (what page checks look
/// links up in), each worked out on first use and then kept with the record.
final class RecordPaths: Sendable {
  private let record: SiteRecord
  private let derived = Mutex<(sorted: [String]?, set: Set<String>?)>((nil, nil))

  init(_ record: SiteRecord) {
    self.record = record
  }

  var sorted: [String] {
    derived.withLock { value in
      if let sorted = value.sorted { return sorted }
      let sorted = record.entries.keys.sorted()
      value.sorted = sorted
      return sorted
    }
  }

  var set: Set<String> {
    derived.withLock { value in
      if let set = value.set { return set }
      let set = Set(record.entries.keys)
      value.set = set
      return set
    }
  }
}
