/// The TIFF structure EXIF is stored in: a header naming the byte order, then directories (IFDs) of
/// 12-byte entries whose values sit inline or at an offset from the header.
///
/// Every count and offset here comes from the file, and photos come from anywhere, so none is trusted:
/// each read is bounds-checked by the source, entry counts and value lengths are capped, and a caller that
/// follows pointers between directories keeps a visited set (`TIFFWalk`) so a cycle ends the walk.
struct TIFFStructure {
  /// More entries than any camera writes into one directory; a larger count is damage, not data.
  static let maximumEntries = 512
  /// Text values longer than this are cut: no make, model or lens name comes close.
  static let maximumTextLength = 256

  enum ByteOrder { case little, big }

  struct Entry {
    let tag: UInt16
    let type: UInt16
    let count: UInt32
    /// The entry's last four bytes: the value itself when it fits, else its offset.
    let field: [UInt8]
  }

  /// One directory's entries by tag; the first of repeated tags wins.
  struct Directory {
    let entries: [UInt16: Entry]
    subscript(tag: UInt16) -> Entry? { entries[tag] }
  }

  let source: any ByteSource
  let order: ByteOrder
  let firstDirectoryOffset: Int

  /// Nil unless the source starts with a TIFF header ("II*\0" or "MM\0*").
  init?(_ source: any ByteSource) {
    guard let header = source.bytes(at: 0, count: 8) else { return nil }
    switch (header[0], header[1]) {
    case (0x49, 0x49): order = .little
    case (0x4D, 0x4D): order = .big
    default: return nil
    }
    self.source = source
    guard Self.integer(header[2..<4], order) == 42 else { return nil }
    firstDirectoryOffset = Int(Self.integer(header[4..<8], order))
  }

  /// The directory at `offset`, or nil when not even its entry count can be read. A directory cut short
  /// by the end of the data keeps the entries that are whole.
  func directory(at offset: Int) -> Directory? {
    // The header takes the first eight bytes; a directory there would be the header read as entries.
    guard offset >= 8, let countBytes = source.bytes(at: offset, count: 2) else { return nil }
    let declared = Int(Self.integer(countBytes[...], order))
    let available = (source.count - offset - 2) / 12
    let count = min(declared, available, Self.maximumEntries)
    guard count > 0, let table = source.bytes(at: offset + 2, count: count * 12) else {
      return Directory(entries: [:])
    }
    var entries: [UInt16: Entry] = [:]
    for index in 0..<count {
      let start = index * 12
      let tag = UInt16(Self.integer(table[start..<start + 2], order))
      guard entries[tag] == nil else { continue }
      entries[tag] = Entry(
        tag: tag, type: UInt16(Self.integer(table[start + 2..<start + 4], order)),
        count: Self.integer(table[start + 4..<start + 8], order),
        field: Array(table[start + 8..<start + 12]))
    }
    return Directory(entries: entries)
  }

  /// The first value of an unsigned integer entry (BYTE, SHORT, LONG or IFD).
  func unsigned(_ entry: Entry) -> UInt32? {
    let size: Int
    switch entry.type {
    case 1: size = 1
    case 3: size = 2
    case 4, 13: size = 4
    default: return nil
    }
    guard let bytes = leadingBytes(of: entry, elementSize: size, take: size) else { return nil }
    return Self.integer(bytes[...], order)
  }

  /// The first value of a RATIONAL entry, or of an SRATIONAL one whose parts are not negative.
  func rational(_ entry: Entry) -> EXIFRational? {
    guard entry.type == 5 || entry.type == 10,
      let bytes = leadingBytes(of: entry, elementSize: 8, take: 8)
    else { return nil }
    let numerator = Self.integer(bytes[0..<4], order)
    let denominator = Self.integer(bytes[4..<8], order)
    if entry.type == 10 && (Int32(bitPattern: numerator) < 0 || Int32(bitPattern: denominator) < 0) {
      return nil
    }
    return EXIFRational(numerator: numerator, denominator: denominator)
  }

  /// The first `count` values of a RATIONAL entry (GPS coordinates are three: degrees, minutes,
  /// seconds); nil when the entry is of another type or holds fewer.
  func rationals(_ entry: Entry, count: Int) -> [EXIFRational]? {
    guard entry.type == 5, Int(entry.count) >= count,
      let bytes = leadingBytes(of: entry, elementSize: 8, take: 8 * count)
    else { return nil }
    return (0..<count).map { index in
      let start = bytes.startIndex + index * 8
      return EXIFRational(
        numerator: Self.integer(bytes[start..<start + 4], order),
        denominator: Self.integer(bytes[start + 4..<start + 8], order))
    }
  }

  /// The bytes of an ASCII (or BYTE/UNDEFINED) entry up to its first NUL, capped at
  /// `maximumTextLength`. A value cut off by the end of the data is not read: half a name is a wrong one.
  func text(_ entry: Entry) -> [UInt8]? {
    text(entry, limit: Self.maximumTextLength, cut: true)
  }

  /// Same with another cap; `cut: false` refuses a longer value instead of cutting it.
  func text(_ entry: Entry, limit: Int, cut: Bool = false) -> [UInt8]? {
    guard entry.type == 2 || entry.type == 1 || entry.type == 7 else { return nil }
    guard cut || Int(entry.count) <= limit else { return nil }
    let length = min(Int(entry.count), limit)
    guard let bytes = leadingBytes(of: entry, elementSize: 1, take: length) else { return nil }
    return Array(bytes.prefix { $0 != 0 })
  }

  /// The first `take` bytes of an entry's value: inline when the whole value fits in four bytes,
  /// otherwise at its offset. Only the bytes taken must be present, so a huge count costs nothing.
  private func leadingBytes(of entry: Entry, elementSize: Int, take: Int) -> [UInt8]? {
    guard entry.count > 0 else { return nil }
    let (total, overflow) = UInt64(entry.count).multipliedReportingOverflow(by: UInt64(elementSize))
    if !overflow && total <= 4 { return Array(entry.field.prefix(take)) }
    return source.bytes(at: Int(Self.integer(entry.field[...], order)), count: take)
  }

  /// An unsigned integer of two or four bytes in the structure's byte order.
  static func integer(_ bytes: ArraySlice<UInt8>, _ order: ByteOrder) -> UInt32 {
    let ordered = order == .big ? Array(bytes) : bytes.reversed()
    return ordered.reduce(0) { $0 << 8 | UInt32($1) }
  }
}

/// Follows pointers between directories, refusing any directory it has already read: a damaged or
/// hostile file whose pointer leads back to an earlier directory ends the walk instead of looping.
struct TIFFWalk {
  let structure: TIFFStructure
  private var visited: Set<Int> = []

  init(_ structure: TIFFStructure) { self.structure = structure }

  mutating func directory(at offset: Int) -> TIFFStructure.Directory? {
    guard visited.insert(offset).inserted else { return nil }
    return structure.directory(at: offset)
  }

  /// The directory an entry (such as the ExifIFD pointer 0x8769) points to.
  mutating func directory(pointedToBy entry: TIFFStructure.Entry?) -> TIFFStructure.Directory? {
    guard let entry, let offset = structure.unsigned(entry) else { return nil }
    return directory(at: Int(offset))
  }
}
