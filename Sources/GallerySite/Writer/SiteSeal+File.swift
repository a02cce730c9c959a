import GalleryCore

// The seal as a file: a few lines of text, one per folder, read back with every number checked.
extension SiteSeal {
  /// The largest seal read: a line per folder of the site, and a site has a folder per album.
  static let maximumBytes = 16 << 20

  static let header = "cleangallery site seal 1"

  /// `cleangallery site seal 1`, `inputs <hex> files <n>`, `record <identity>`, then
  /// `folder <identity> <path>` per folder, then `end <folder count>`. Only ever compared with a site, so any damage reads as
  /// "not sealed".
  var bytes: [UInt8] {
    var text = "\(Self.header)\ninputs \(String(inputs, radix: 16)) files \(fileCount)\n"
    text += "record \(Self.text(record))\n"
    for folder in folders { text += "folder \(Self.text(folder.identity)) \(folder.path)\n" }
    // The count again at the end: a seal cut after a folder's line has lost folders, and is none.
    text += "end \(folders.count)\n"
    return Array(text.utf8)
  }

  init?(bytes: [UInt8]) {
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 5, lines[0] == Self.header, lines.last == "",
      lines[lines.count - 2] == "end \(lines.count - 5)"
    else { return nil }
    let totals = lines[1].split(separator: " ")
    guard totals.count == 4, totals[0] == "inputs", totals[2] == "files",
      let inputs = UInt64(totals[1], radix: 16), let fileCount = Int(totals[3]), fileCount >= 0
    else { return nil }
    let recordFields = lines[2].split(separator: " ")
    guard recordFields.count == 8, recordFields[0] == "record",
      let record = Self.identity(recordFields[1...7])
    else { return nil }
    var folders: [Folder] = []
    for line in lines[3..<(lines.count - 2)] {
      let fields = line.split(separator: " ", maxSplits: 8)
      guard fields.count == 9, fields[0] == "folder", let identity = Self.identity(fields[1...7]) else {
        return nil
      }
      folders.append(Folder(path: String(fields[8]), identity: identity))
    }
    self.init(inputs: inputs, fileCount: fileCount, record: record, folders: folders)
  }

  /// The seal kept at `path`, or nil.
  static func read(_ path: String) -> SiteSeal? {
    guard let fd = try? FileSystem.openForReading(path).get() else { return nil }
    defer { FileSystem.close(fd) }
    guard let status = FileSystem.status(ofOpened: fd),
      let bytes = try? FileSystem.readOpened(fd, limit: maximumBytes).get(), var seal = SiteSeal(bytes: bytes)
    else { return nil }
    seal.writtenAt = status.modified
    return seal
  }

  /// Writes the seal (a new file renamed into place); best effort, since a missing seal only costs the
  /// next build a check of every file.
  func write(to path: String) {
    try? FileSystem.makeDirectories(FileSystem.parentPath(of: path))
    try? FileSystem.writeByRenaming(path, bytes)
  }

  /// Forgets the seal at `path`: the site is about to change in ways the seal cannot see.
  static func remove(_ path: String) {
    FileSystem.removeFile(path)
  }

  private static func text(_ identity: Identity) -> String {
    "\(identity.device) \(identity.inode) \(identity.size) \(identity.modified.seconds) "
      + "\(identity.modified.nanoseconds) \(identity.changed.seconds) \(identity.changed.nanoseconds)"
  }

  private static func identity(_ fields: ArraySlice<Substring>) -> Identity? {
    let start = fields.startIndex
    guard let device = UInt64(fields[start]), let inode = UInt64(fields[start + 1]) else { return nil }
    let numbers = fields.dropFirst(2).compactMap { Int($0) }
    guard numbers.count == 5, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
    return Identity(
      device: device, inode: inode, size: numbers[0],
      modified: FileTime(seconds: numbers[1], nanoseconds: numbers[2]),
      changed: FileTime(seconds: numbers[3], nanoseconds: numbers[4]))
  }
}
