import CZlib
import Foundation
import GalleryCore

/// Writes a ZIP archive (PKWARE's APPNOTE 6.3) of whole files, the same bytes for the same members:
/// each member stored, not deflated (photos and clips are compressed already: deflating them gains a
/// few bytes for seconds of work), in the order given, with a fixed time (1980-01-01 00:00, the
/// format's first), Unix permissions 0644, UTF-8 names (flag 11) and no extra field but ZIP64's, which
/// is written only where a size, an offset or the count passes what the classic fields hold.
///
/// Why by hand: the format's part for stored members is a few fixed records, and this writer streams
/// a member at a time into the file (a gigabyte's album in a member's memory, not the album's); zlib
/// gives the CRC-32. Checked against Info-ZIP's `unzip -t`, Python's `zipfile` and 7-Zip.
package struct ZipArchive {
  package struct Member: Sendable {
    /// The name inside the archive (UTF-8; no folder, no `/`, `\` or control character).
    package var name: String
    /// Reads the member's bytes when it is written.
    package var bytes: @Sendable () throws(GalleryError) -> [UInt8]

    package init(name: String, bytes: @escaping @Sendable () throws(GalleryError) -> [UInt8]) {
      self.name = name
      self.bytes = bytes
    }
  }

  /// Classic fields hold up to this; at it or past it, ZIP64 (a test lowers it to try ZIP64 on
  /// small files).
  let limit: UInt64

  package init(zip64From limit: UInt64 = 0xFFFF_FFFF) {
    self.limit = limit
  }

  /// Writes the archive to `path` (written beside it, then renamed over it: a reader never sees half),
  /// reading each member once; its size in bytes.
  package func write(_ members: [Member], to path: String) throws(GalleryError) -> Int {
    var out = Data()
    var central: [UInt8] = []
    var offset: UInt64 = 0
    // This process's own: two builds of one gallery may make the same archive at once.
    let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).partial"
    FileManager.default.createFile(atPath: temporary, contents: nil)
    guard let file = FileHandle(forWritingAtPath: temporary) else {
      throw .cannotWrite(path: temporary, message: "cannot create the archive")
    }
    var placed = false
    // A member that cannot be read stops the archive: nothing is left of it.
    defer {
      try? file.close()
      if !placed { FileSystem.removeFile(temporary) }
    }
    func flush() throws(GalleryError) {
      do { try file.write(contentsOf: out) } catch {
        throw .cannotWrite(path: temporary, message: error.localizedDescription)
      }
      out.removeAll(keepingCapacity: true)
    }
    for member in members {
      let bytes = try member.bytes()
      let name = Array(member.name.utf8)
      let size = UInt64(bytes.count)
      let crc = Self.crc(bytes)
      let big = size >= limit
      let far = offset >= limit
      // Local header: sizes in ZIP64's extra field when they do not fit.
      var local: [UInt8] = []
      local += le32(0x0403_4B50) + le16(big ? 45 : 20) + le16(1 << 11) + le16(0) + le16(0) + le16(0x21)
      local += le32(crc) + le32(big ? 0xFFFF_FFFF : UInt32(size)) + le32(big ? 0xFFFF_FFFF : UInt32(size))
      local += le16(UInt16(name.count)) + le16(big ? 20 : 0) + name
      if big { local += le16(1) + le16(16) + le64(size) + le64(size) }
      out.append(contentsOf: local)
      out.append(contentsOf: bytes)
      try flush()
      // Its central directory record: sizes and offset that do not fit, in that order, in ZIP64's field.
      var extra: [UInt8] = []
      if big { extra += le64(size) + le64(size) }
      if far { extra += le64(offset) }
      if !extra.isEmpty { extra = le16(1) + le16(UInt16(extra.count)) + extra }
      central += le32(0x0201_4B50) + le16(0x0300 | ((big || far) ? 45 : 20)) + le16((big || far) ? 45 : 20)
      central += le16(1 << 11) + le16(0) + le16(0) + le16(0x21) + le32(crc)
      central += le32(big ? 0xFFFF_FFFF : UInt32(size)) + le32(big ? 0xFFFF_FFFF : UInt32(size))
      central += le16(UInt16(name.count)) + le16(UInt16(extra.count)) + le16(0) + le16(0) + le16(0)
      central += le32(UInt32(0o100644) << 16) + le32(far ? 0xFFFF_FFFF : UInt32(offset)) + name + extra
      offset += UInt64(local.count) + size
    }
    let count = UInt64(members.count)
    let centralSize = UInt64(central.count)
    out.append(contentsOf: central)
    let needsZip64 = count >= min(limit, 0xFFFF) || offset >= limit || centralSize >= limit
    if needsZip64 {
      // The ZIP64 end of central directory record, then its locator.
      let record = offset + centralSize
      out.append(contentsOf: le32(0x0606_4B50) + le64(44) + le16(0x032D) + le16(45) + le32(0) + le32(0))
      out.append(contentsOf: le64(count) + le64(count) + le64(centralSize) + le64(offset))
      out.append(contentsOf: le32(0x0706_4B50) + le32(0) + le64(record) + le32(1))
    }
    out.append(contentsOf: le32(0x0605_4B50) + le16(0) + le16(0))
    out.append(
      contentsOf: le16(needsZip64 ? 0xFFFF : UInt16(count)) + le16(needsZip64 ? 0xFFFF : UInt16(count)))
    out.append(
      contentsOf: le32(needsZip64 ? 0xFFFF_FFFF : UInt32(centralSize))
        + le32(needsZip64 ? 0xFFFF_FFFF : UInt32(offset)) + le16(0))
    let total = Int(offset + centralSize) + (needsZip64 ? 56 + 20 : 0) + 22
    try flush()
    do { try file.synchronize() } catch {
      throw .cannotWrite(path: temporary, message: error.localizedDescription)
    }
    guard FileSystem.rename(temporary, to: path) else {
      throw .cannotWrite(path: path, message: "cannot put the archive in place")
    }
    placed = true
    return total
  }

  /// The CRC-32 of `bytes` by zlib, which takes a 32-bit length: summed `chunk` bytes at a time (a
  /// gibibyte), so a member past 4 GiB is summed whole (found with a 4.4 GB member, which trapped).
  static func crc(_ bytes: [UInt8], chunk: Int = 1 << 30) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      var sum = crc32(0, nil, 0)
      var start = 0
      repeat {
        let count = min(chunk, buffer.count - start)
        sum = crc32(sum, buffer.baseAddress.map { $0 + start }, uInt(count))
        start += count
      } while start < buffer.count
      return UInt32(sum)
    }
  }

  private func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
  private func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> ($0 * 8)) & 0xFF) } }
  private func le64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8((value >> ($0 * 8)) & 0xFF) } }
}
