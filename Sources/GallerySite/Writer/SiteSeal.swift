import GalleryCore

/// What a site folder looked like right after the tool last wrote (or fully checked) it: its record's
/// identity, and the identity and modification time of every folder holding a file of the record. Kept
/// outside the site, in the gallery's cache (`sites/<digest of the site's path>`), so the site holds
/// only what it publishes.
///
/// It lets a build with nothing to do prove the site intact with a few dozen `lstat`s instead of one
/// per file (200,000 at 100,000 photos): a file added to, removed from, renamed in or replaced in a
/// folder of the site moves that folder's modification time, and any write to the record moves the
/// record's. The trust it rests on: **nobody rewrites a page in place** (opening the file itself and
/// writing into it, which leaves its folder alone). Editors that save by writing a new file and
/// renaming it over the old one, `cp`, `rsync` and `git checkout` all touch the folder. `gallery build
/// --verify` checks every file's size and time, as every build did before, and seals the site anew.
///
/// A seal that is missing, unreadable or does not match is no harm: the build checks every file.
struct SiteSeal: Equatable {
  /// The fingerprint of the inputs the site was built from (the record's first line).
  var inputs: UInt64
  /// The files the record lists.
  var fileCount: Int
  var record: Identity
  /// The site's folders that hold a file of the record (`.` for the site's own), sorted.
  var folders: [Folder]
  /// When the seal's file was written; nil for a seal not read from one.
  var writtenAt: FileTime? = nil

  /// What identifies one version of a file or folder: a write moves its times, a replacement its inode.
  struct Identity: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int
    var modified: FileTime
    var changed: FileTime

    init?(_ path: String, kind: FileSystem.FileStatus.Kind) {
      guard let status = FileSystem.status(path, followingLinks: false), status.kind == kind else {
        return nil
      }
      // A folder's size is its directory blocks, which its mtime already covers.
      self.init(
        device: status.device, inode: status.inode, size: kind == .folder ? 0 : status.size,
        modified: status.modified, changed: kind == .folder ? status.modified : status.changed)
    }

    init(device: UInt64, inode: UInt64, size: Int, modified: FileTime, changed: FileTime) {
      self.device = device
      self.inode = inode
      self.size = size
      self.modified = modified
      self.changed = changed
    }
  }

  struct Folder: Equatable {
    var path: String
    var identity: Identity
  }

  /// The seal's file name for the site in `destination` (an absolute, canonical path).
  static func fileName(for destination: String) -> String {
    Hexadecimal.padded(Hashing.digest(Array(destination.utf8)), width: 16)
  }

  /// The site as it is now, for the record just written or checked; nil when a folder or the record
  /// cannot be looked at (then no seal is written, and the next build checks every file).
  /// `folders`: the record's folders, relative (`""` is the site's own).
  static func taken(
    of destination: String, inputs: UInt64, fileCount: Int, folders: Set<String>
  ) -> SiteSeal? {
    guard let record = Identity(destination + "/" + SiteRecord.fileName, kind: .file) else { return nil }
    var taken: [Folder] = []
    for folder in folders.sorted() {
      let path = folder.isEmpty ? destination : destination + "/" + folder
      guard let identity = Identity(path, kind: .folder) else { return nil }
      taken.append(Folder(path: folder.isEmpty ? "." : folder, identity: identity))
    }
    return SiteSeal(inputs: inputs, fileCount: fileCount, record: record, folders: taken)
  }

  /// The folders holding the files at `paths` (relative), `""` for the site's own.
  static func folders(of paths: some Sequence<String>) -> Set<String> {
    var folders: Set<String> = [""]
    var last = ""
    for path in paths {
      let folder = FileSystem.parentPath(of: path)
      // Paths come sorted or grouped by folder: one insertion per run of a folder's files.
      if folder == last { continue }
      last = folder
      folders.insert(folder)
    }
    return folders
  }

  /// The file count and folders of a record's bytes, read without parsing it into entries (a record
  /// just written has 200,000 lines at 100,000 photos); nil when it is not a record.
  static func filesAndFolders(ofRecord bytes: [UInt8]) -> (count: Int, folders: Set<String>)? {
    var folders: Set<String> = [""]
    var count = 0
    var last: ArraySlice<UInt8> = []
    var damaged = false
    RecordScan.forEachEntry(bytes) { line, pathStart in
      guard let pathStart else {
        damaged = true
        return false
      }
      count += 1
      let path = bytes[pathStart..<line.upperBound]
      let folder = path.lastIndex(of: UInt8(ascii: "/")).map { path[path.startIndex..<$0] } ?? []
      if folder.elementsEqual(last) { return true }
      last = folder
      folders.insert(String(decoding: folder, as: UTF8.self))
      return true
    }
    return damaged ? nil : (count, folders)
  }

  /// Whether the site in `destination` is still exactly as sealed: the record the same file with the
  /// same times, its first line still this fingerprint (a move marks it in place, see
  /// `SiteWriter.patch`, possibly within the clock tick of the seal), every folder the same folder with
  /// the same modification time.
  ///
  /// Only times older than the seal's own file count: a folder changed in the clock tick the seal was
  /// written in could change again within that tick and keep its time (file times move on every few
  /// milliseconds), so such a seal proves nothing and the files are checked (git's "racily clean"
  /// rule for its index).
  func holds(_ destination: String) -> Bool {
    guard let writtenAt, record.modified < writtenAt,
      folders.allSatisfy({ $0.identity.modified < writtenAt })
    else { return false }
    let recordPath = destination + "/" + SiteRecord.fileName
    guard Identity(recordPath, kind: .file) == record else { return false }
    guard let fd = try? FileSystem.openForReading(recordPath).get() else { return false }
    defer { FileSystem.close(fd) }
    guard let head = FileSystem.read(fd, at: 0, count: 64), let end = head.firstIndex(of: 0x0A),
      let recorded = SiteRecord(bytes: Array(head[0...end]))?.inputs, recorded == inputs, inputs != 0
    else { return false }
    return folders.allSatisfy { folder in
      let path = folder.path == "." ? destination : destination + "/" + folder.path
      return Identity(path, kind: .folder) == folder.identity
    }
  }
}
