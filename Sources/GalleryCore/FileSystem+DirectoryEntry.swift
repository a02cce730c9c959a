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
