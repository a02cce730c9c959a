import GalleryCore

/// Random access to bytes that may be in memory or in a file. Metadata is found by following lengths and
/// offsets, so reading through this lets a 5 MB photo be scanned by reading a few kilobytes of it.
protocol ByteSource {
  var count: Int { get }
  /// Exactly `length` bytes from `offset`, or nil when any of them lies outside the source.
  func bytes(at offset: Int, count length: Int) -> [UInt8]?
}

extension ByteSource {
  func contains(_ offset: Int, _ length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= count && length <= count - offset
  }

  func byte(at offset: Int) -> UInt8? { bytes(at: offset, count: 1)?.first }

  /// Whether the bytes at `offset` are `magic`.
  func matches(_ magic: [UInt8], at offset: Int) -> Bool { bytes(at: offset, count: magic.count) == magic }
}

struct MemorySource: ByteSource {
  let storage: [UInt8]
  var count: Int { storage.count }

  func bytes(at offset: Int, count length: Int) -> [UInt8]? {
    guard contains(offset, length) else { return nil }
    return Array(storage[offset..<offset + length])
  }
}

/// A part of another source, seen as a source of its own: offsets inside an EXIF block count from the
/// block's start, and a hostile offset must not reach the image data around it.
struct WindowSource: ByteSource {
  let base: any ByteSource
  let start: Int
  let count: Int

  /// The window from `start`, cut short where the base source ends (a truncated file keeps what it has).
  init(_ base: any ByteSource, start: Int, count: Int) {
    self.base = base
    self.start = min(max(0, start), base.count)
    self.count = min(max(0, count), base.count - self.start)
  }

  func bytes(at offset: Int, count length: Int) -> [UInt8]? {
    guard contains(offset, length) else { return nil }
    return base.bytes(at: start + offset, count: length)
  }
}

/// An open file: its first part is read once (that is where JPEG keeps EXIF), anything further with
/// `pread` only when a container's lengths lead there.
struct FileSource: ByteSource {
  /// Enough for a JPEG's APP0 and APP1 segments (64 KB at most each) in one read.
  static let prefixLength = 128 * 1024

  /// The open file (read with `pread`, so its offset stays at the start for other readers).
  let descriptor: Int32
  let count: Int
  let prefix: [UInt8]

  /// Runs `body` with the file open, or returns nil when it is not a readable regular file.
  static func withFile<Result>(
    _ path: String, inside folder: String? = nil, _ body: (FileSource) -> Result?
  ) -> Result? {
    guard case .success(let descriptor) = FileSystem.openForReading(path, inside: folder) else { return nil }
    defer { FileSystem.close(descriptor) }
    guard let size = FileSystem.status(ofOpened: descriptor)?.size else { return nil }
    guard let prefix = readAt(descriptor, offset: 0, count: min(size, prefixLength)) else { return nil }
    // A file that shrank since fstat is taken at the length actually read.
    let count = prefix.count < min(size, prefixLength) ? prefix.count : size
    return body(FileSource(descriptor: descriptor, count: count, prefix: prefix))
  }

  func bytes(at offset: Int, count length: Int) -> [UInt8]? {
    guard contains(offset, length) else { return nil }
    if offset + length <= prefix.count { return Array(prefix[offset..<offset + length]) }
    guard let bytes = Self.readAt(descriptor, offset: offset, count: length), bytes.count == length else {
      return nil
    }
    return bytes
  }

  /// Up to `count` bytes from `offset`, fewer at end of file; nil on a read error.
  private static func readAt(_ descriptor: Int32, offset: Int, count: Int) -> [UInt8]? {
    FileSystem.read(descriptor, at: offset, count: count)
  }
}
