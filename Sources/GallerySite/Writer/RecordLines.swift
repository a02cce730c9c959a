import GalleryCore
import GalleryValidation

/// A site's record as the bytes on disk, for a move that changes a few of its lines: the lines it
/// needs are found by one scan, and the new record is the old bytes with those lines replaced. A move
/// at 100,000 photos changes about 7 of 200,000 lines; parsing them all into a dictionary, sorting
/// the paths and writing every line anew cost more than the rest of the move.
struct RecordLines {
  let bytes: [UInt8]
  /// The fingerprint on the record's first line.
  let inputs: UInt64
  /// When the record was written (a file of the site not modified since is as the record says).
  let time: FileTime

  /// A wanted line: where it stands in `bytes`, and what it says.
  struct Line {
    var range: Range<Int>
    var entry: SiteRecord.Entry
  }

  /// The record of the site in `folder`, or nil when it has none the tool wrote (or no fingerprint, or
  /// it is a record from before, whose FNV-1a hashes a patch must not mix with its own).
  static func read(_ folder: String) -> RecordLines? {
    let path = folder + "/" + SiteRecord.fileName
    guard let fd = try? FileSystem.openForReading(path).get() else { return nil }
    defer { FileSystem.close(fd) }
    guard let status = FileSystem.status(ofOpened: fd),
      let bytes = try? FileSystem.readOpened(fd, limit: SiteRecord.maximumBytes).get(),
      let end = bytes.firstIndex(of: 0x0A), let header = SiteRecord(bytes: Array(bytes[0...end])),
      let inputs = header.inputs, header.hashesAreDigests
    else { return nil }
    return RecordLines(bytes: bytes, inputs: inputs, time: status.modified)
  }

  /// The lines of `paths` (those the record lists); nil when the record is damaged. Found in `list`,
  /// the record's paths, by binary search when they are in the order of their bytes (as the tool
  /// writes them): the pages of 100,000 photos all have paths of one length, and hashing each to find
  /// seven was 4% of a move.
  func lines(of paths: Set<String>, among list: SitePathList) -> [String: Line]? {
    guard list.isSortedByBytes else { return lines(of: paths) }
    var found: [String: Line] = [:]
    for path in paths {
      guard let span = list.span(of: path) else { continue }
      let lineStart = (bytes[..<span.lowerBound].lastIndex(of: 0x0A) ?? -1) + 1
      let range = lineStart..<span.upperBound
      guard let line = SiteRecord(bytes: Array(bytes[range]) + [0x0A]), let (key, entry) = line.entries.first,
        key == path
      else { return nil }
      found[key] = Line(range: range, entry: entry)
    }
    return found
  }

  /// The lines of `paths` (those the record lists), found in one pass; nil when the record is damaged.
  func lines(of paths: Set<String>) -> [String: Line]? {
    // Most lines are told apart by their path's length alone, looked up in a table, not hashed.
    var lengths = [Bool](repeating: false, count: (paths.map(\.utf8.count).max() ?? 0) + 1)
    for path in paths { lengths[path.utf8.count] = true }
    let wanted = Set(paths.map { Array($0.utf8)[...] })
    var found: [String: Line] = [:]
    var failed = false
    forEachLine { range, pathStart in
      let length = range.upperBound - pathStart
      guard length < lengths.count, lengths[length] else { return }
      let path = bytes[pathStart..<range.upperBound]
      guard wanted.contains(path) else { return }
      guard let line = SiteRecord(bytes: Array(bytes[range]) + [0x0A]), let (key, entry) = line.entries.first
      else {
        failed = true
        return
      }
      found[key] = Line(range: range, entry: entry)
    }
    return failed ? nil : found
  }

  /// Every path the record lists, as spans of its bytes (no `String` made of each).
  var paths: SitePathList {
    var spans: [Range<Int>] = []
    spans.reserveCapacity(bytes.count / 40)
    forEachLine { range, pathStart in spans.append(pathStart..<range.upperBound) }
    return SitePathList(bytes: bytes, spans: spans)
  }

  /// The record's bytes with `inputs` on the first line, each of `changes` (a line found by
  /// `lines(of:)`, and its new entry) in place of its line, the lines of `removed` left out and a line
  /// for each of `added` (paths the record does not list) where its order puts it in `list` (the
  /// record's paths, sorted by bytes); every other byte as it was.
  func replacing(
    _ changes: [(path: String, line: Line, entry: SiteRecord.Entry)],
    adding added: [(path: String, entry: SiteRecord.Entry)] = [], removing removed: [Line] = [],
    among list: SitePathList? = nil, inputs: UInt64
  ) -> [UInt8] {
    let headerEnd = (bytes.firstIndex(of: 0x0A) ?? -1) + 1
    // Each edit replaces the bytes `start..<end` (a line and its newline, or nothing: an insertion).
    var edits: [(start: Int, end: Int, bytes: [UInt8])] = []
    for change in changes {
      let range = change.line.range
      edits.append((range.lowerBound, range.upperBound + 1, SiteRecord.line(change.path, change.entry)))
    }
    for line in removed { edits.append((line.range.lowerBound, line.range.upperBound + 1, [])) }
    for addition in added {
      let start =
        list?.firstSpan(after: addition.path).map { (bytes[..<$0.lowerBound].lastIndex(of: 0x0A) ?? -1) + 1 }
        ?? bytes.count
      edits.append((start, start, SiteRecord.line(addition.path, addition.entry)))
    }
    var out = SiteRecord.header(inputs)
    out.reserveCapacity(bytes.count + 64 * edits.count)
    var position = headerEnd
    // An insertion before the line it precedes (its end is that line's start).
    for edit in edits.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
      if edit.start > position { out += bytes[position..<min(edit.start, bytes.count)] }
      // A record whose last line has no newline: what follows it is a new line.
      if edit.start >= bytes.count, out.last != 0x0A { out.append(0x0A) }
      out += edit.bytes
      position = max(position, edit.end)
    }
    if position < bytes.count { out += bytes[position...] }
    return out
  }

  /// Calls `body` with each entry line's range (without its newline) and where its path starts.
  private func forEachLine(_ body: (Range<Int>, Int) -> Void) {
    RecordScan.forEachEntry(bytes) { line, path in
      if let path { body(line, path) }
      return true
    }
  }

  /// Whether the file at `path` (relative) in `folder` is still as `entry` says the tool wrote it: its
  /// size, and not modified after the record was written (the rule of `WrittenSite.isStillAsWritten`).
  func isStillAsWritten(_ path: String, in folder: String, entry: SiteRecord.Entry) -> Bool {
    guard let current = FileSystem.sizeAndTime(folder + "/" + path) else { return false }
    // A record with a fingerprint (the only kind a patch reads) is never a marked one.
    return WrittenSite.isAsWritten(current, entry: entry, recordTime: time, unfinished: inputs == 0)
  }
}
