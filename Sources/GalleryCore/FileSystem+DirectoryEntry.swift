import CGallerySystem
import Glibc

extension FileSystem {
  /// The name of an entry `readdir` returned, as its bytes (not `.` and `..` filtered).
  ///
  /// Why not `entry.pointee.d_name`: Swift imports the 256-byte array as a tuple and copies all of it,
  /// but the kernel's record is only as long as the name and its NUL, so the copy reads past it and
  /// crashes when the record ends at an unreadable page. This reads up to the NUL, and nothing more.
  /// Every `readdir` in the tool names its entries through here.
  package static func entryNameBytes(_ entry: UnsafePointer<dirent>) -> [UInt8] {
    let name = cg_dirent_name(entry)
    guard let name else { return [] }
    return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
  }

  /// The entry's name as text (invalid UTF-8 repaired, for names that are only shown or compared).
  package static func entryName(_ entry: UnsafePointer<dirent>) -> String {
    String(decoding: entryNameBytes(entry), as: UTF8.self)
  }
}

extension FileSystem {
  /// One entry of a folder as `readdir` gives it: its name's bytes and the type the folder records.
  package struct DirectoryEntry: Sendable {
    /// What `d_type` says; `.unknown` on file systems that do not record it (ask `status` then).
    package enum Kind: Sendable { case file, folder, symbolicLink, unknown, other }

    package var nameBytes: [UInt8]
    package var kind: Kind
  }

  /// The entries of a folder (not `.` and `..`), in the order `readdir` gives them, read without a
  /// `stat` per entry; nil when the folder cannot be opened (the reason in `lastError()`).
  package static func entries(of path: String) -> [DirectoryEntry]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var entries: [DirectoryEntry] = []
    while let entry = readdir(directory) {
      let bytes = entryNameBytes(entry)
      if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
      let kind: DirectoryEntry.Kind
      switch Int32(entry.pointee.d_type) {
      case Int32(DT_REG): kind = .file
      case Int32(DT_DIR): kind = .folder
      case Int32(DT_LNK): kind = .symbolicLink
      case Int32(DT_UNKNOWN): kind = .unknown
      default: kind = .other
      }
      entries.append(DirectoryEntry(nameBytes: bytes, kind: kind))
    }
    return entries
  }

  /// The names in a folder (not `.` and `..`, hidden ones too), invalid UTF-8 repaired; nil when it
  /// cannot be opened.
  package static func names(in path: String) -> [String]? {
    entries(of: path)?.map { String(decoding: $0.nameBytes, as: UTF8.self) }
  }
}
