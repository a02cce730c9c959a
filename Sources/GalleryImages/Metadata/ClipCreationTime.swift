import GalleryCore
import GalleryModel

/// When a clip was recorded, as its container says: ISO media's (`.mp4`, `.mov`, `.3gp`) `mvhd`
/// creation time, Matroska's and WebM's `DateUTC`. Read from the file's boxes with a short,
/// bounds-checked walk of at most a few reads, so `gallery init` orders clips among photos without
/// FFmpeg installed (a gallery with clips needs FFmpeg to build, not to be made).
///
/// Both are UTC, where a photo's EXIF date is the camera's local time: a clip and a photo of the same
/// minute sort apart by the time zone's offset. Phones also write a local
/// `com.apple.quicktime.creationdate` in a metadata box; reading that is left for when someone needs it.
/// A zero or implausible time (before 1971, after 2100: cameras whose clock was never set write 1904 or
/// 1970) is no date, and the clip is ordered by its name.
package enum ClipCreationTime {
  /// Seconds from 1904-01-01 (ISO media's epoch) to 1970-01-01.
  static let isoEpochOffset: Int64 = 2_082_844_800
  /// Seconds from 1970-01-01 to 2001-01-01 (Matroska's epoch).
  static let matroskaEpochOffset: Int64 = 978_307_200
  /// The plausible range, in Unix seconds.
  static let plausible: ClosedRange<Int64> = 31_536_000...4_102_444_800
  /// Boxes or elements looked at on one level before giving up: real files have a handful.
  static let mostEntries = 64

  /// The creation time of the clip at `path` (inside `folder`), or nil when its container says none.
  package static func read(fileAt path: String, inside folder: String) -> EXIFDateTime? {
    guard case .success(let fd) = FileSystem.openForReading(path, inside: folder) else { return nil }
    defer { FileSystem.close(fd) }
    guard let size = FileSystem.status(ofOpened: fd)?.size, let head = FileSystem.read(fd, at: 0, count: 16)
    else {
      return nil
    }
    let reader = Reader(fd: fd, size: size)
    let seconds: Int64?
    switch VideoContainer.sniff(head) {
    case .isoMedia: seconds = isoCreationTime(reader)
    case .matroska: seconds = matroskaDate(reader)
    case .avi, nil: seconds = nil
    }
    guard let seconds, plausible.contains(seconds) else { return nil }
    return date(unixSeconds: seconds)
  }

  /// `moov` → `mvhd`: version 0 holds 32-bit times, version 1 64-bit, seconds since 1904 (UTC).
  static func isoCreationTime(_ reader: Reader) -> Int64? {
    guard let moov = reader.isoBox("moov", in: 0..<reader.size),
      let mvhd = reader.isoBox("mvhd", in: moov),
      let header = reader.bytes(at: mvhd.lowerBound, count: 12)
    else { return nil }
    let time = header[0] == 1 ? reader.integer(header, 4, 8) : reader.integer(header, 4, 4)
    return time > 0 ? time - isoEpochOffset : nil
  }

  /// `Segment` → `Info` → `DateUTC`: nanoseconds since 2001-01-01 (UTC), a signed 8-byte integer.
  static func matroskaDate(_ reader: Reader) -> Int64? {
    guard let header = reader.ebmlElement(0x1A45_DFA3, in: 0..<reader.size),
      let segment = reader.ebmlElement(0x1853_8067, in: header.upperBound..<reader.size),
      let info = reader.ebmlElement(0x1549_A966, in: segment, stopAt: 0x1F43_B675),
      let date = reader.ebmlElement(0x4461, in: info), date.count == 8,
      let bytes = reader.bytes(at: date.lowerBound, count: 8)
    else { return nil }
    return reader.integer(bytes, 0, 8) / 1_000_000_000 + matroskaEpochOffset
  }

  static func date(unixSeconds: Int64) -> EXIFDateTime? {
    // Days to a civil date (Howard Hinnant's algorithm), without Foundation's calendars.
    let days = unixSeconds / 86_400
    let rest = Int(unixSeconds % 86_400)
    let z = days + 719_468
    let era = z / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
    let month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
    let year = Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0))
    return EXIFDateTime(
      year: year, month: month, day: day, hour: rest / 3600, minute: rest / 60 % 60, second: rest % 60)
  }

  /// Reads of one open file, each bounded by its size.
  struct Reader {
    let fd: Int32
    let size: Int

    func bytes(at offset: Int, count: Int) -> [UInt8]? {
      guard offset >= 0, count >= 0, offset <= size - count,
        let read = FileSystem.read(fd, at: offset, count: count), read.count == count
      else { return nil }
      return read
    }

    /// Big-endian unsigned integer of `count` bytes at `start` (at most 8; the top bit set reads negative).
    func integer(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int64 {
      var value: UInt64 = 0
      for byte in bytes[start..<start + count] { value = value << 8 | UInt64(byte) }
      return Int64(bitPattern: value)
    }

    /// The payload range of the first ISO box of `type` directly in `range`.
    func isoBox(_ type: String, in range: Range<Int>) -> Range<Int>? {
      var offset = range.lowerBound
      for _ in 0..<ClipCreationTime.mostEntries {
        guard offset <= range.upperBound - 8, let header = bytes(at: offset, count: 8) else { return nil }
        var length = Int(integer(header, 0, 4))
        var headerLength = 8
        if length == 1 {
          guard let large = bytes(at: offset + 8, count: 8) else { return nil }
          length = Int(clamping: integer(large, 0, 8))
          headerLength = 16
        } else if length == 0 {
          length = range.upperBound - offset
        }
        guard length >= headerLength, length <= range.upperBound - offset else { return nil }
        if String(decoding: header[4..<8], as: UTF8.self) == type {
          return offset + headerLength..<offset + length
        }
        offset += length
      }
      return nil
    }

    /// The payload range of the first EBML element `id` directly in `range`, not looking past an element
    /// `stopAt` (Matroska's clusters: the metadata comes before the frames).
    func ebmlElement(_ id: UInt32, in range: Range<Int>, stopAt: UInt32? = nil) -> Range<Int>? {
      var offset = range.lowerBound
      for _ in 0..<ClipCreationTime.mostEntries {
        guard let (found, idLength) = vint(at: offset, keepingMarker: true),
          let (length, lengthLength) = vint(at: offset + idLength, keepingMarker: false)
        else { return nil }
        let start = offset + idLength + lengthLength
        // All ones: an unknown size (a live recording's segment), which runs to the end of its parent.
        let unknown = length == (UInt64(1) << (7 * lengthLength)) - 1
        guard start <= range.upperBound, unknown || length <= UInt64(range.upperBound - start) else {
          return nil
        }
        let end = unknown ? range.upperBound : start + Int(length)
        if found == UInt64(id) { return start..<end }
        if let stopAt, found == UInt64(stopAt) { return nil }
        offset = end
      }
      return nil
    }

    /// An EBML variable-length integer at `offset` (1 to 8 bytes), and its length.
    private func vint(at offset: Int, keepingMarker: Bool) -> (UInt64, Int)? {
      guard let first = bytes(at: offset, count: 1)?.first, first != 0 else { return nil }
      let length = first.leadingZeroBitCount + 1
      guard length <= (keepingMarker ? 4 : 8), let all = bytes(at: offset, count: length) else { return nil }
      var value = UInt64(keepingMarker ? first : first & (0xFF >> length))
      for byte in all.dropFirst() { value = value << 8 | UInt64(byte) }
      return (value, length)
    }
  }
}
