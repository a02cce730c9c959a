/// The record a build leaves in the site (`.cleangallery-files`): every file the tool wrote, with a hash
/// of its bytes and its size.
///
/// It lets the next build (1) leave a file alone when its bytes would not change and it is still as
/// written (same size, and not modified after the record was), and (2) tell its own stale files, which
/// it removes, from files a person put in the folder, which it never touches. One line per file, sorted
/// by path: `<hash hex> <size> <path>`. No times, so the record is as deterministic as the pages.
public struct SiteRecord: Equatable, Sendable {
  public static let fileName = ".cleangallery-files"

  public struct Entry: Equatable, Sendable {
    public var hash: UInt64
    public var size: Int
  }

  public var entries: [String: Entry]

  public init(entries: [String: Entry] = [:]) {
    self.entries = entries
  }

  public init?(bytes: [UInt8]) {
    var entries: [String: Entry] = [:]
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 2)
      guard parts.count == 3, let hash = UInt64(parts[0], radix: 16), let size = Int(parts[1]) else {
        return nil
      }
      entries[String(parts[2])] = Entry(hash: hash, size: size)
    }
    self.entries = entries
  }

  public var bytes: [UInt8] {
    var text = ""
    for path in entries.keys.sorted() {
      guard let entry = entries[path] else { continue }
      text += "\(String(entry.hash, radix: 16)) \(entry.size) \(path)\n"
    }
    return Array(text.utf8)
  }
}

/// A file modification time with nanoseconds, as `stat` gives it.
public struct FileTime: Comparable, Sendable, CustomStringConvertible {
  public var seconds: Int
  public var nanoseconds: Int

  public init(seconds: Int, nanoseconds: Int) {
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  public static func < (lhs: FileTime, rhs: FileTime) -> Bool {
    (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
  }

  public var description: String { "\(seconds).\(nanoseconds)" }
}

/// FNV-1a, 64 bits: fast, stable across runs and machines (Swift's `Hasher` is seeded per process), and
/// plenty to tell whether a page's bytes changed.
enum ContentHash {
  static func of(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    bytes.withUnsafeBufferPointer { buffer in
      for byte in buffer {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
      }
    }
    return hash
  }
}
